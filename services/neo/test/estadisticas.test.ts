import {
  type EstadoRespuestaOT,
  type NeoDesviacionEspacios,
  type NeoDesviacionListas,
  type NeoDesviacionParametros,
  type NeoDesviacionPreguntas,
  neoEstadisticasEndpoints as endpoints,
  type NeoMetas,
} from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures, type SheetParams } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());

type H = Awaited<ReturnType<typeof ctx.createHierarchy>>;
let h: H;
let dep3 = '';
let dep1 = '';

/**
 * Known data: Obra Gruesa 'Estructura' (Plomo, Limpieza | Recubrimiento) on Departamento 1 and 2
 * (quantity 4 each, goal 80), Terminaciones 'Pintura' (Sin manchas, Sin fisuras) on Departamento 1 and 3.
 *  A (Dep 1, Muro, 2 units, both signed): r1 Plomo Aprobado / Rechazado, Limpieza Rechazado, Recubrimiento No Aplica; r2 Plomo Pendiente, Limpieza Bloqueado.
 *  B (Dep 2, Losa, 1 unit): r1 Plomo Rechazado / Rechazado; r2 Recubrimiento Aprobado / Aprobado.
 *  C (Terminaciones Dep 1, Norte / Hall): r1 Sin manchas Rechazado, Sin fisuras Aprobado.
 *  D (Terminaciones Dep 3, Pasillo 1): r1 Sin manchas Aprobado.
 */
beforeAll(async () => {
  h = await ctx.createHierarchy();
  dep1 = h.spaces[0]?.id ?? '';
  dep3 = h.spaces[2]?.id ?? '';
  const base = { companyId: h.companyId, projectId: h.projectId };
  const [a1, a2] = h.asignados;
  const sheet = async (checklistId: string, asignadoId: string, body: Record<string, unknown>): Promise<SheetParams> => {
    const { hoja } = await ctx.addSheet(h, { projectId: h.projectId, checklistId, asignadoId }, body);
    return { ...base, checklistId, asignadoId, hojaId: hoja.id };
  };
  const A = await sheet(h.checklistId, a1?.id ?? '', { Unidades: 2, Elemento: 'Muro' });
  const B = await sheet(h.checklistId, a2?.id ?? '', { Unidades: 1, Elemento: 'Losa' });
  const { checklist: pintura } = await ctx.assignChecklist(h, h.projectId, h.terminaciones.Id);
  const term = await ctx.assignSpaces(h, h.projectId, pintura.id, [dep1, dep3], { Revisores: [h.revisor1User.id] });
  const t1 = term.items.find((item) => item.espacioId === dep1)?.id ?? '';
  const t3 = term.items.find((item) => item.espacioId === dep3)?.id ?? '';
  const C = await sheet(pintura.id, t1, { Tipo: 'Terminaciones', Modo: 'Sector y recinto', Sector: 'Norte', Recinto: 'Hall' });
  const D = await sheet(pintura.id, t3, { Tipo: 'Terminaciones', Modo: 'Pasillos', Pasillo: 'Pasillo 1' });
  await ctx.start(h, h.projectId);
  // Each reviewer's answers on each sheet, by 'categoria:pregunta:slot'.
  const answers: [typeof h.revisor1, SheetParams, Record<string, EstadoRespuestaOT>][] = [
    [h.revisor1, A, { '0:0:1': 'Aprobado', '0:0:2': 'Rechazado', '0:1:1': 'Rechazado', '1:0:1': 'No Aplica' }],
    [h.revisor2, A, { '0:0:1': 'Pendiente', '0:1:1': 'Bloqueado' }],
    [h.revisor1, B, { '0:0:1': 'Rechazado', '0:0:2': 'Rechazado' }],
    [h.revisor2, B, { '1:0:1': 'Aprobado', '1:0:2': 'Aprobado' }],
    [h.revisor1, C, { '0:0:1': 'Rechazado', '0:1:1': 'Aprobado' }],
    [h.revisor1, D, { '0:0:1': 'Aprobado' }],
  ];
  for (const [who, s, slots] of answers)
    for (const [key, Estado] of Object.entries(slots)) {
      const [categoria = 0, pregunta = 0, slot] = key.split(':').map(Number);
      await f.answered(who, s, { categoria, pregunta, slot: slot === 2 ? 2 : 1, Estado });
    }
  await f.signed(h.revisor1, A);
  await f.signed(h.revisor2, A);
});

const get = <T>(endpoint: (typeof endpoints)[keyof typeof endpoints], query: Record<string, unknown>, claims = h.usuario) =>
  ctx.ok<T>(ctx.call(claims, endpoint, { companyId: h.companyId, projectId: h.projectId }, { query }));

describe('NEO report data', () => {
  it("'Desviación por listas de chequeo' per type, with the headings", async () => {
    const og = await get<NeoDesviacionListas>(endpoints.desviacionListas, {});
    expect(og.encabezado).toEqual({ Empresa: h.company.Nombre, Proyecto: h.project.Nombre });
    expect(og.items).toEqual([
      { clave: h.checklistId, Nombre: 'Estructura', Aprobadas: 3, Rechazadas: 4, NoAplica: 1, Pendientes: 1, Bloqueadas: 1, Total: 10, Desviacion: 57 },
    ]);
    const t = await get<NeoDesviacionListas>(endpoints.desviacionListas, { tipo: 'Terminaciones' });
    expect(t.items.map((row) => [row.Nombre, row.Aprobadas, row.Rechazadas, row.Desviacion])).toEqual([['Pintura', 2, 1, 33]]);
  });

  it("'Desviación por espacio' (Terminaciones) with the space and sector filters", async () => {
    const all = await get<NeoDesviacionEspacios>(endpoints.desviacionEspacios, {});
    expect(all.items.map((row) => [row.Nombre, row.Aprobadas, row.Rechazadas, row.Desviacion])).toEqual([
      ['Departamento 1', 1, 1, 50],
      ['Departamento 3', 1, 0, 0],
    ]);
    expect(all.espacios.map((e) => e.Nombre)).toEqual(['Departamento 1', 'Departamento 3']);
    expect(all.sectores).toEqual(['Norte', 'Sur']);
    const norte = await get<NeoDesviacionEspacios>(endpoints.desviacionEspacios, { sector: 'Norte' });
    expect(norte.items.map((row) => [row.Nombre, row.Total])).toEqual([
      ['Departamento 1', 2],
      ['Departamento 3', 0],
    ]);
    const one = await get<NeoDesviacionEspacios>(endpoints.desviacionEspacios, { espacioId: dep3 });
    expect(one.items.map((row) => row.Nombre)).toEqual(['Departamento 3']);
    expect(one.total.Total).toBe(1);
  });

  it('deviation by parameter', async () => {
    const og = await get<NeoDesviacionParametros>(endpoints.desviacionParametros, { tipo: 'Obra Gruesa' });
    expect(og.items.map((row) => [row.Nombre, row.Aprobadas, row.Rechazadas, row.Desviacion])).toEqual([
      ['Losa', 2, 2, 50],
      ['Muro', 1, 2, 67],
    ]);
    const t = await get<NeoDesviacionParametros>(endpoints.desviacionParametros, { tipo: 'Terminaciones' });
    expect(t.items.map((row) => [row.Nombre, row.Desviacion])).toEqual([
      ['Hall', 50],
      ['Pasillo 1', 0],
    ]);
  });

  it('deviation by parameter offers the spaces of its own type, and sectors only in Terminaciones', async () => {
    const og = await get<NeoDesviacionParametros>(endpoints.desviacionParametros, { tipo: 'Obra Gruesa' });
    // Obra Gruesa 'Estructura' is on Departamento 1 and 2; its sheets have no sector
    expect(og.espacios.map((e) => e.Nombre)).toEqual(['Departamento 1', 'Departamento 2']);
    expect(og.sectores).toEqual([]);
    const dep2 = og.espacios[1]?.id ?? '';
    const one = await get<NeoDesviacionParametros>(endpoints.desviacionParametros, { tipo: 'Obra Gruesa', espacioId: dep2 });
    expect(one.items.map((row) => [row.Nombre, row.Total])).toEqual([['Losa', 4]]);
    // a sector left over from the other tab does not empty the Obra Gruesa report
    const sector = await get<NeoDesviacionParametros>(endpoints.desviacionParametros, { tipo: 'Obra Gruesa', sector: 'Norte' });
    expect(sector.total.Total).toBe(og.total.Total);
    const t = await get<NeoDesviacionParametros>(endpoints.desviacionParametros, { tipo: 'Terminaciones' });
    expect(t.espacios.map((e) => e.Nombre)).toEqual(['Departamento 1', 'Departamento 3']);
    expect(t.sectores).toEqual(['Norte', 'Sur']);
  });

  it('deviation by question of a checklist, in its order', async () => {
    const report = await get<NeoDesviacionPreguntas>(endpoints.desviacionPreguntas, { checklistId: h.checklistId });
    expect(report.items.map((row) => [row.Categoria, row.Pregunta, row.Aprobadas, row.Rechazadas, row.Desviacion])).toEqual([
      ['Moldajes', 'Plomo', 1, 3, 75],
      ['Moldajes', 'Limpieza', 0, 1, 100],
      ['Enfierradura', 'Recubrimiento', 2, 0, 0],
    ]);
    expect(report.total).toMatchObject({ Aprobadas: 3, Rechazadas: 4, Desviacion: 57 });
  });

  it("'Metas de revisión': Real, Pendiente up to the goal, and the y axis", async () => {
    const og = await get<NeoMetas>(endpoints.metas, { tipo: 'Obra Gruesa' });
    expect(og.items).toEqual([{ checklistId: h.checklistId, Nombre: 'Estructura', Real: 25, Pendiente: 55, Meta: 80, Cantidad: 8, CantidadCompletada: 2 }]);
    expect(og.ejeMaximo).toBe(92);
    const t = await get<NeoMetas>(endpoints.metas, { tipo: 'Terminaciones' });
    expect(t.items.map((row) => [row.Real, row.Pendiente, row.Meta])).toEqual([[0, 80, 80]]);
  });

  it('is only for the projects a company user sees', async () => {
    const stranger = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    await ctx.fails(ctx.call(stranger, endpoints.metas, { companyId: h.companyId, projectId: h.projectId }), 403, common.forbidden);
  });
});
