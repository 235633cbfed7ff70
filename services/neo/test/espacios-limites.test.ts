import {
  NEO_MAX_ESPACIOS_POR_PROYECTO,
  NEO_MAX_ESPACIOS_POR_TIPO,
  NEO_MAX_TIPOS_POR_SOLICITUD,
  neoChecklistsEndpoints,
  type NeoEspacioList,
  neoEspaciosEndpoints as endpoints,
} from '@insp/contracts/neo';
import { neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const texts = neo.espacios;

/** Stores `n` spaces of the project directly (a thousand creates would take long). */
async function fill(companyId: string, projectId: string, n: number): Promise<void> {
  const now = new Date();
  await ctx.app.db
    .collection('EspaciosOT')
    .insertMany(
      Array.from({ length: n }, (_, i) => ({
        companyId: new Types.ObjectId(companyId),
        projectId: new Types.ObjectId(projectId),
        Nombre: `Depósito ${i + 1}`,
        nombreKey: `deposito ${i + 1}`,
        ordenKey: `deposito ${String(i + 1).padStart(8, '0')}`,
        Tipo: 'Depósito',
        Numero: i + 1,
        FechaCreacion: now,
        createdAt: now,
      })),
    );
}

/** Issue 16 §5 and issue 17 §4: validation that says what is wrong, and caps on the spaces one request may create. */
describe('NEO spaces: caps and type names', () => {
  it('refuses a count over the cap of one type, too many types and more spaces than a project may have, saying the cap', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const create = (Espacios: Record<string, number>) =>
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios } });
    await ctx.fails(create({ Departamento: NEO_MAX_ESPACIOS_POR_TIPO + 1 }), 400, texts.validation.cantidadMaxima(NEO_MAX_ESPACIOS_POR_TIPO));
    await ctx.fails(create({ Departamento: 22_800_000 }), 400, texts.validation.cantidadMaxima(NEO_MAX_ESPACIOS_POR_TIPO));
    const muchos = Object.fromEntries(Array.from({ length: NEO_MAX_TIPOS_POR_SOLICITUD + 1 }, (_, i) => [`Tipo ${i}`, 1]));
    await ctx.fails(create(muchos), 400, texts.validation.tiposMaximo(NEO_MAX_TIPOS_POR_SOLICITUD));
    const porTipo = Math.ceil((NEO_MAX_ESPACIOS_POR_PROYECTO + 1) / NEO_MAX_ESPACIOS_POR_TIPO);
    const encima = Object.fromEntries(Array.from({ length: porTipo }, (_, i) => [`Tipo ${i}`, NEO_MAX_ESPACIOS_POR_TIPO]));
    await ctx.fails(create(encima), 400, texts.errors.limiteProyecto(NEO_MAX_ESPACIOS_POR_PROYECTO));
    expect(await ctx.app.db.collection('EspaciosOT').countDocuments({ projectId: new Types.ObjectId(project.id) })).toBe(0);
  });

  it('refuses, 409, a create that would take the project past its cap of spaces, over several requests', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    await ctx.createSpaces(t, project.id, { Bodega: 2 });
    // the project already holds all but one of its spaces
    await fill(t.companyId, project.id, NEO_MAX_ESPACIOS_POR_PROYECTO - 3);
    const tiene = NEO_MAX_ESPACIOS_POR_PROYECTO - 1;
    await ctx.fails(
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios: { Bodega: 4 } } }),
      409,
      texts.errors.limiteProyecto(NEO_MAX_ESPACIOS_POR_PROYECTO, tiene),
    );
    // up to the cap is fine
    expect((await ctx.createSpaces(t, project.id, { Bodega: 3 })).creados).toBe(1);
    const list = await ctx.ok<NeoEspacioList>(ctx.call(t.director, endpoints.list, { companyId: t.companyId, projectId: project.id }));
    expect(list.items).toHaveLength(NEO_MAX_ESPACIOS_POR_PROYECTO);
  });

  it('holds the cap when two creates arrive at once', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    await fill(t.companyId, project.id, NEO_MAX_ESPACIOS_POR_PROYECTO - 4);
    // each fits alone, both together do not
    const create = (Espacios: Record<string, number>) =>
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios } });
    const answers = await Promise.all([create({ Bodega: 4 }), create({ Sala: 4 })]);
    for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
    const stored = await ctx.app.db.collection('EspaciosOT').countDocuments({ projectId: new Types.ObjectId(project.id) });
    expect(stored).toBeLessThanOrEqual(NEO_MAX_ESPACIOS_POR_PROYECTO);
    expect(stored).toBe(NEO_MAX_ESPACIOS_POR_PROYECTO - 4 + 4 * answers.filter((answer) => answer.statusCode === 201).length);
  });

  it("keeps space type names unique ignoring case and accents ('Quincho' / 'quincho' / 'Quinchó'), 409", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const create = (Espacios: Record<string, number>) =>
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios } });
    await ctx.createSpaces(t, project.id, { Quincho: 1 });
    await ctx.fails(create({ quincho: 2 }), 409, texts.errors.tipoDuplicado('Quincho'));
    await ctx.fails(create({ ' Quinchó ': 2 }), 409, texts.errors.tipoDuplicado('Quincho'));
    await ctx.fails(create({ Sala: 1, SALÁ: 1 }), 409, texts.errors.tipoDuplicado('Sala'));
    // the same spelling adds the next numbers
    expect((await ctx.createSpaces(t, project.id, { Quincho: 2 })).items.map((e) => e.Nombre)).toEqual(['Quincho 2']);
    const stored = await ctx.app.db.collection('ProyectosOT').findOne({ _id: new Types.ObjectId(project.id) });
    expect(stored?.Espacios).toEqual({ Quincho: 2 });
  });
});

describe('NEO checklists: the review goal', () => {
  it('says a goal of 50.5 must be a whole number, on assign and on edit', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    await ctx.fails(
      ctx.call(t.director, neoChecklistsEndpoints.assign, params, { body: { listaId: t.obraGruesa.Id, MetaRevision: 50.5, Unidad: 'Piso' } }),
      400,
      neo.checklists.validation.metaEntera,
    );
    const { checklist } = await ctx.assignChecklist(t, project.id, t.obraGruesa.Id);
    await ctx.fails(
      ctx.call(t.director, neoChecklistsEndpoints.update, { ...params, checklistId: checklist.id }, { body: { MetaRevision: 50.5, Unidad: 'Piso' } }),
      400,
      neo.checklists.validation.metaEntera,
    );
  });
});
