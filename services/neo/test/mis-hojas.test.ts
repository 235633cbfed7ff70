import { neoCapturaEndpoints, type NeoMiHoja, type NeoMisHojas, neoProyectosEndpoints } from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures, type SheetParams } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());

type Hierarchy = Awaited<ReturnType<typeof ctx.createHierarchy>>;

/**
 * A company whose reviewers (Rita and Raúl) have sheets in two projects: 'Edificio Los Robles' (two
 * spaces, 3 + 2 sheets) and the newer 'Condominio Peñalolén' (one space, 2 sheets); Rita signed one
 * sheet alone (firmada for her, pendiente for Raúl) and both signed another (finalizada). A third
 * project, deleted, keeps a sheet that nobody lists.
 */
async function world() {
  const h = await ctx.createHierarchy();
  await ctx.ok(ctx.call(h.director, neoProyectosEndpoints.update, h, { body: { Nombre: 'Edificio Los Robles', ResponsableId: h.usuarioUser.id } }));
  const [a1, a2] = h.asignados;
  const sheet = async (project: { projectId: string; checklistId: string }, asignadoId: string): Promise<SheetParams> => {
    const { hoja } = await ctx.addSheet(h, { ...project, asignadoId });
    return { companyId: h.companyId, ...project, asignadoId, hojaId: hoja.id };
  };
  const robles = [
    await sheet(h, a1?.id ?? ''),
    await sheet(h, a1?.id ?? ''),
    await sheet(h, a1?.id ?? ''),
    await sheet(h, a2?.id ?? ''),
    await sheet(h, a2?.id ?? ''),
  ];
  const second = await other(h, 'Condominio Peñalolén');
  const penalolen = [await sheet(second, second.asignadoId), await sheet(second, second.asignadoId)];
  const deleted = await other(h, 'Torre Alameda');
  await sheet(deleted, deleted.asignadoId);
  await ctx.ok(ctx.call(h.director, neoProyectosEndpoints.remove, { companyId: h.companyId, projectId: deleted.projectId }));
  await ctx.start(h, h.projectId);
  await ctx.start(h, second.projectId);
  const firmada = robles[1] as SheetParams;
  const finalizada = penalolen[0] as SheetParams;
  await f.signed(h.revisor1, firmada);
  await f.signed(h.revisor1, finalizada);
  await f.signed(h.revisor2, finalizada);
  return { h, robles, penalolen, firmada, finalizada };
}

/** Another project of the company with one space ('Casa 1') assigned to its Obra Gruesa checklist, both reviewers. */
async function other(h: Hierarchy, Nombre: string) {
  const project = await ctx.createProject(h, { Nombre });
  const spaces = await ctx.createSpaces(h, project.id, { Casa: 1 });
  const { checklist } = await ctx.assignChecklist(h, project.id, h.obraGruesa.Id);
  const { items } = await ctx.assignSpaces(h, project.id, checklist.id, [spaces.items[0]?.id ?? '']);
  return { projectId: project.id, checklistId: checklist.id, asignadoId: items[0]?.id ?? '' };
}

const w = await world();
const list = (claims = w.h.revisor1, query: Record<string, unknown> = {}) =>
  ctx.ok<NeoMisHojas>(ctx.call(claims, neoCapturaEndpoints.misHojas, { companyId: w.h.companyId }, { query }));
const rows = (page: NeoMisHojas) => page.items.map((item: NeoMiHoja) => [item.EstadoMio, item.NombreProyecto, item.NombreEspacio, item.Numero]);

describe("NEO 'Mis hojas de respuestas' (issue 19 §4)", () => {
  it('lists pendientes first, then firmadas and finalizadas, grouped by project (newest first) and space, with the counts', async () => {
    const page = await list();
    expect(rows(page)).toEqual([
      ['pendiente', 'Condominio Peñalolén', 'Casa 1', 2],
      ['pendiente', 'Edificio Los Robles', 'Departamento 1', 1],
      ['pendiente', 'Edificio Los Robles', 'Departamento 1', 3],
      ['pendiente', 'Edificio Los Robles', 'Departamento 2', 1],
      ['pendiente', 'Edificio Los Robles', 'Departamento 2', 2],
      ['firmada', 'Edificio Los Robles', 'Departamento 1', 2],
      ['finalizada', 'Condominio Peñalolén', 'Casa 1', 1],
    ]);
    expect(page).toMatchObject({ total: 7, page: 0, pageSize: 20, next: null, conteo: { pendiente: 5, firmada: 1, finalizada: 1 } });
    expect(page.items[0]).toMatchObject({ projectId: w.penalolen[1]?.projectId, ProyectoIniciado: true, Estado: 'En Proceso' });
    expect(page.items.at(-1)).toMatchObject({ id: w.finalizada.hojaId, Estado: 'Finalizada', Insignia: 'verde' });
    // Raúl did not sign the sheet Rita signed: for him it is still to do.
    const raul = await list(w.h.revisor2);
    expect(raul.conteo).toEqual({ pendiente: 6, firmada: 0, finalizada: 1 });
    expect(raul.items.find((item) => item.id === w.firmada.hojaId)?.EstadoMio).toBe('pendiente');
  });

  it('pages with a bounded size: the pages join into the whole list across the states, next is null on the last', async () => {
    const whole = (await list()).items.map((item) => item.id);
    const pages: string[] = [];
    let page: number | null = 0;
    while (page !== null) {
      const answer: NeoMisHojas = await list(w.h.revisor1, { page, pageSize: 3 });
      expect(answer.items.length).toBeLessThanOrEqual(3);
      pages.push(...answer.items.map((item) => item.id));
      page = answer.next;
    }
    expect(pages).toEqual(whole);
    expect((await list(w.h.revisor1, { page: 5, pageSize: 3 })).items).toEqual([]);
    for (const pageSize of [0, 51]) {
      expect((await ctx.call(w.h.revisor1, neoCapturaEndpoints.misHojas, { companyId: w.h.companyId }, { query: { pageSize } })).statusCode).toBe(400);
    }
  });

  it('searches the project, the space and the sheet number ignoring case and accents, and filters by state', async () => {
    expect(rows(await list(w.h.revisor1, { q: 'penalolen' })).map((row) => row[1])).toEqual(['Condominio Peñalolén', 'Condominio Peñalolén']);
    expect(rows(await list(w.h.revisor1, { q: 'DEPARTAMENTO 2' }))).toEqual([
      ['pendiente', 'Edificio Los Robles', 'Departamento 2', 1],
      ['pendiente', 'Edificio Los Robles', 'Departamento 2', 2],
    ]);
    const numero = await list(w.h.revisor1, { q: 'N° 3' });
    expect(rows(numero)).toEqual([['pendiente', 'Edificio Los Robles', 'Departamento 1', 3]]);
    expect(numero.conteo).toEqual({ pendiente: 1, firmada: 0, finalizada: 0 });
    const firmadas = await list(w.h.revisor1, { estado: 'firmada' });
    expect(firmadas.items.map((item) => item.id)).toEqual([w.firmada.hojaId]);
    // the counts stay those of every state (the filter's figures)
    expect(firmadas).toMatchObject({ total: 1, conteo: { pendiente: 5, firmada: 1, finalizada: 1 } });
    expect(rows(await list(w.h.revisor1, { estado: 'finalizada', q: 'robles' }))).toEqual([]);
    expect((await list(w.h.revisor1, { q: 'nada que ver' })).total).toBe(0);
  });

  it("lists only the caller's own sheets in their company: not a director's or a company user's who review none, nor another company's", async () => {
    expect((await list(w.h.director)).items).toEqual([]);
    expect((await list(w.h.usuario)).items).toEqual([]);
    const otherCompany = ctx.createCompany();
    expect((await ctx.ok<NeoMisHojas>(ctx.call(otherCompany.revisor1, neoCapturaEndpoints.misHojas, { companyId: otherCompany.companyId }))).total).toBe(0);
    await ctx.fails(ctx.call(otherCompany.revisor1, neoCapturaEndpoints.misHojas, { companyId: w.h.companyId }), 403, common.forbidden);
    // the deleted project's sheet is nobody's to do
    expect((await list(w.h.revisor1, { q: 'alameda' })).total).toBe(0);
  });
});
