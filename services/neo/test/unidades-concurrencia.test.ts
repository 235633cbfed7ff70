import { neoAsignacionesEndpoints, type NeoHojaPage, neoHojasEndpoints } from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { unidadesLedger } from '../src/shared/unidades.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const texts = neo.hojas;

type Hierarchy = Awaited<ReturnType<typeof ctx.createHierarchy>>;

/** A space of the hierarchy's checklist assigned with this quantity (the third space, unassigned so far). */
async function spaceOf(h: Hierarchy, Cantidad: number) {
  const { items } = await ctx.assignSpaces(h, h.projectId, h.checklistId, [h.spaces[2]?.id ?? ''], { Cantidad });
  const asignado = items[0];
  if (!asignado) throw new Error('no assigned space');
  return { projectId: h.projectId, checklistId: h.checklistId, asignadoId: asignado.id };
}

const addSheet = (h: Hierarchy, params: { projectId: string; checklistId: string; asignadoId: string }) =>
  ctx.call(
    h.director,
    neoHojasEndpoints.create,
    { companyId: h.companyId, ...params },
    { body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P-01', Elemento: 'Muro', Ubicacion: 'Eje 3' } },
  );

async function storedUnits(asignadoId: string): Promise<number> {
  const sheets = await ctx.app.db
    .collection('RespuestasOT')
    .find({ asignadoId: new Types.ObjectId(asignadoId) })
    .toArray();
  return sheets.reduce((sum, sheet) => sum + Number(sheet.Unidades), 0);
}

/** Issue 17 §3: the units of a space hold under a crowd. */
describe('NEO units under concurrency', () => {
  it('stores exactly the quantity when 20 sheets are added at once to a space of quantity 5', async () => {
    const h = await ctx.createHierarchy();
    const params = await spaceOf(h, 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => addSheet(h, params)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: texts.validation.unidadesMaximo(0, 'Departamento') });
    }
    expect(await storedUnits(params.asignadoId)).toBe(5);
    const page = await ctx.ok<NeoHojaPage>(ctx.call(h.director, neoHojasEndpoints.list, { companyId: h.companyId, ...params }));
    expect(page.espacio).toEqual({ Cantidad: 5, UnidadesUsadas: 5, UnidadesDisponibles: 0, Unidad: 'Departamento' });
    expect(page.items.map((hoja) => hoja.Numero).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never leaves more units than the quantity when it is lowered from 10 to 2 while 8 sheets are added', async () => {
    const h = await ctx.createHierarchy();
    const params = await spaceOf(h, 10);
    const lower = ctx.call(
      h.director,
      neoAsignacionesEndpoints.update,
      { companyId: h.companyId, ...params },
      { body: { Cantidad: 2, Asignado: true, Revisores: [h.revisor1User.id] } },
    );
    const [lowered, ...sheets] = await Promise.all([lower, ...Array.from({ length: 8 }, () => addSheet(h, params))]);
    if (!lowered) throw new Error('no answer');
    const added = sheets.filter((answer) => answer.statusCode === 201).length;
    const units = await storedUnits(params.asignadoId);
    expect(units).toBe(added);
    const page = await ctx.ok<NeoHojaPage>(ctx.call(h.director, neoHojasEndpoints.list, { companyId: h.companyId, ...params }));
    if (lowered.statusCode === 200) {
      expect(page.espacio.Cantidad).toBe(2);
      expect(units).toBeLessThanOrEqual(2);
    } else {
      // the sheets came first: the lowering is refused, naming the units taken when it was decided
      // (more than 2); sheets after it may still take units of the unchanged quantity, so that count
      // is at most the final one
      expect(lowered.statusCode, lowered.body).toBe(409);
      const { message } = lowered.json<{ message: string }>();
      const usadas = Array.from({ length: units }, (_, i) => i + 1).find((n) => neo.asignaciones.errors.cantidadBajoUsadas(n) === message);
      expect(usadas, message).toBeGreaterThan(2);
      expect(usadas).toBeLessThanOrEqual(units);
      expect(page.espacio.Cantidad).toBe(10);
    }
    expect(units).toBeLessThanOrEqual(page.espacio.Cantidad);
    // a sheet deleted gives its unit back: one more fits, not two
    const first = page.items[0];
    if (first && page.espacio.UnidadesDisponibles === 0) {
      await ctx.ok(ctx.call(h.director, neoHojasEndpoints.remove, { companyId: h.companyId, ...params, hojaId: first.id }));
      const again = await Promise.all([addSheet(h, params), addSheet(h, params)]);
      expect(again.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    }
  });

  it('keeps the quantity of the last of 10 parallel edits on the record and in force', async () => {
    const h = await ctx.createHierarchy();
    const params = await spaceOf(h, 3);
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ctx.call(
          h.director,
          neoAsignacionesEndpoints.update,
          { companyId: h.companyId, ...params },
          { body: { Cantidad: i + 1, Asignado: true, Revisores: [h.revisor1User.id] } },
        ),
      ),
    );
    for (const edit of edits) expect(edit.statusCode, edit.body).toBe(200);
    const page = await ctx.ok<NeoHojaPage>(ctx.call(h.director, neoHojasEndpoints.list, { companyId: h.companyId, ...params }));
    const cantidad = page.espacio.Cantidad;
    const answers = await Promise.all(Array.from({ length: 12 }, () => addSheet(h, params)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(cantidad);
  });
});

describe('NEO units ledger across replicas', () => {
  it('reserves exactly the quantity when two processes (two ledgers, no shared queue) take units at once', async () => {
    const h = await ctx.createHierarchy();
    const params = await spaceOf(h, 5);
    const asignado = { _id: new Types.ObjectId(params.asignadoId), Cantidad: 5 };
    const replicas = [unidadesLedger(ctx.app.db), unidadesLedger(ctx.app.db)];
    const reservas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (replicas[i % 2] ?? replicas[0])?.reservar(h.companyId, asignado, new Types.ObjectId(), 1)),
    );
    expect(reservas.filter((reserva) => reserva?.ok)).toHaveLength(5);
    // and a lowering races reservations from the other replica: never below what is reserved
    const other = { _id: new Types.ObjectId(), Cantidad: 10 };
    const [lowered, ...taken] = await Promise.all([
      replicas[0]?.cambiarCantidad(h.companyId, other, 2, 'bajar'),
      ...Array.from({ length: 8 }, () => replicas[1]?.reservar(h.companyId, other, new Types.ObjectId(), 1)),
    ]);
    const reserved = taken.filter((reserva) => reserva?.ok).length;
    if (lowered?.ok) expect(reserved).toBeLessThanOrEqual(2);
    else {
      // refused because more than 2 were taken when it was decided; reservations after it may still
      // take units of the unchanged quantity, so its count is at most the final one
      expect(lowered?.usadas).toBeGreaterThan(2);
      expect(lowered?.usadas).toBeLessThanOrEqual(reserved);
      expect(reserved).toBeLessThanOrEqual(10);
    }
  });
});
