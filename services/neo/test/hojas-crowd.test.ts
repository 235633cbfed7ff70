import { randomUUID } from 'node:crypto';

import { type AccessClaims, endpointUrl } from '@insp/contracts';
import { type NeoHojaResult, neoHojasEndpoints } from '@insp/contracts/neo';
import type { LightMyRequestResponse } from 'fastify';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
// A second instance of the service on the same database: another replica behind the gateway.
const replica = await ctx.replica();
afterAll(() => ctx.app.close());

type Hierarchy = Awaited<ReturnType<typeof ctx.createHierarchy>>;
type Space = { projectId: string; checklistId: string; asignadoId: string };

/** The hierarchy's third space assigned to its checklist with room for `Cantidad` sheets of one unit. */
async function spaceOf(h: Hierarchy, Cantidad: number): Promise<Space> {
  const { items } = await ctx.assignSpaces(h, h.projectId, h.checklistId, [h.spaces[2]?.id ?? ''], { Cantidad });
  const asignado = items[0];
  if (!asignado) throw new Error('no assigned space');
  return { projectId: h.projectId, checklistId: h.checklistId, asignadoId: asignado.id };
}

const addOn = (app: typeof replica, h: Hierarchy, claims: AccessClaims, space: Space, clientId?: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: endpointUrl(neoHojasEndpoints.create, { companyId: h.companyId, ...space }),
    headers: ctx.headersOf(claims),
    payload: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: 'P-01', Elemento: 'Muro', Ubicacion: 'Eje 3', ...(clientId ? { clientId } : {}) },
  });

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
/** Every Numero stored in the space, ascending. */
const storedNumeros = (space: Space): Promise<number[]> =>
  ctx.app.db
    .collection<{ Numero: number }>('RespuestasOT')
    .find({ asignadoId: new Types.ObjectId(space.asignadoId) }, { sort: { Numero: 1 } })
    .map((sheet) => sheet.Numero)
    .toArray();

/** Issue 17 §3: a crew adding sheets at once. */
describe('NEO sheets added by a crew at once', () => {
  it('stores 30 sheets sent at once into one space, numbered 1..30 without a gap, none answered with an error', async () => {
    const h = await ctx.createHierarchy();
    const space = await spaceOf(h, 30);
    const answers = await Promise.all(oneTo(30).map(() => addOn(ctx.app, h, h.director, space)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    expect(answers.map((answer) => answer.json<NeoHojaResult>().hoja.Numero).sort((a, b) => a - b)).toEqual(oneTo(30));
    expect(await storedNumeros(space)).toEqual(oneTo(30));
  });

  it('keeps Numero unique and dense when two replicas add sheets to the same space at once', async () => {
    const h = await ctx.createHierarchy();
    const space = await spaceOf(h, 40);
    // Each replica numbered this space before, so each holds a hint the other one makes stale.
    expect((await addOn(ctx.app, h, h.director, space)).statusCode).toBe(201);
    expect((await addOn(replica, h, h.director, space)).statusCode).toBe(201);
    const answers = await Promise.all(oneTo(15).flatMap(() => [addOn(ctx.app, h, h.director, space), addOn(replica, h, h.director, space)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    expect(await storedNumeros(space)).toEqual(oneTo(32));
  });

  it('numbers the next sheet after the highest still stored once the last one was deleted', async () => {
    const h = await ctx.createHierarchy();
    const space = await spaceOf(h, 5);
    const sheets = [];
    for (const _ of oneTo(3)) sheets.push((await addOn(ctx.app, h, h.director, space)).json<NeoHojaResult>().hoja);
    const last = sheets[2];
    if (!last) throw new Error('no third sheet');
    await ctx.ok(ctx.call(h.director, neoHojasEndpoints.remove, { companyId: h.companyId, ...space, hojaId: last.id }));
    const next = await addOn(ctx.app, h, h.director, space);
    expect(next.json<NeoHojaResult>().hoja.Numero).toBe(3);
  });

  it('answers 20 copies of one clientId sent at once with the same sheet, storing one', async () => {
    const h = await ctx.createHierarchy();
    const space = await spaceOf(h, 5);
    const clientId = randomUUID();
    const answers = await Promise.all(oneTo(20).map((i) => addOn(i % 2 === 0 ? ctx.app : replica, h, h.director, space, clientId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201].sort());
    expect(new Set(answers.map((answer) => answer.json<NeoHojaResult>().hoja.id)).size).toBe(1);
    expect(await storedNumeros(space)).toEqual([1]);
  });
});
