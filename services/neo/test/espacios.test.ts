import {
  neoAsignacionesEndpoints,
  type NeoEspacioList,
  type NeoEspacioResult,
  neoEspaciosEndpoints as endpoints,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());
const texts = neo.espacios;

describe('NEO spaces', () => {
  it("generates '{type} {n}' per type and count, in natural order, never adding a name twice", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const first = await ctx.createSpaces(t, project.id, { Departamento: 10, Bodega: 1 });
    expect(first).toMatchObject({ message: texts.success.agregado, creados: 11 });
    const second = await ctx.createSpaces(t, project.id, { Departamento: 12, Bodega: 0 });
    expect(second.items.map((e) => e.Nombre)).toEqual(['Departamento 11', 'Departamento 12']);
    await ctx.fails(
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios: { Departamento: 3 } } }),
      400,
      texts.errors.ninguno,
    );
    await ctx.fails(
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios: { Casa: -1 } } }),
      400,
      texts.validation.cantidadInvalida,
    );
    const list = await ctx.ok<NeoEspacioList>(ctx.call(t.usuario, endpoints.list, { companyId: t.companyId, projectId: project.id }));
    expect(list.items.map((e) => e.Nombre).slice(0, 4)).toEqual(['Bodega 1', 'Departamento 1', 'Departamento 2', 'Departamento 3']);
    expect(list.items.at(-1)?.Nombre).toBe('Departamento 12');
    const stored = await ctx.app.db.collection('ProyectosOT').findOne({ _id: new Types.ObjectId(project.id) });
    expect(stored?.Espacios).toEqual({ Departamento: 12, Bodega: 1 });
    await ctx.fails(
      ctx.call(t.usuario, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Espacios: { Casa: 1 } } }),
      403,
      common.forbidden,
    );
  });

  it('renames inline: blank refused, the same name ignored, another space’s name refused', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const { items } = await ctx.createSpaces(t, project.id, { Casa: 2 });
    const params = { companyId: t.companyId, projectId: project.id, espacioId: items[0]?.id ?? '' };
    const rename = (Nombre: string) => ctx.call(t.director, endpoints.rename, params, { body: { Nombre } });
    await ctx.fails(rename('   '), 400, texts.validation.enBlanco);
    expect((await ctx.ok<NeoEspacioResult>(rename('Casa 1'))).espacio.Nombre).toBe('Casa 1');
    await ctx.fails(rename('casa 2'), 409, texts.errors.nombreDuplicado('casa 2'));
    expect((await ctx.ok<NeoEspacioResult>(rename('Casa piloto'))).espacio.Nombre).toBe('Casa piloto');
    await ctx.fails(
      ctx.call(t.director, endpoints.rename, { ...params, espacioId: ctx.newObjectId() }, { body: { Nombre: 'X' } }),
      404,
      texts.errors.anteriorNoExiste,
    );
  });

  it('deletes a space with its assignments, sheets, answers and signatures, queueing their images', async () => {
    const h = await ctx.createHierarchy();
    const espacioId = h.asignado.espacioId;
    const list = await ctx.ok<NeoEspacioList>(ctx.call(h.director, endpoints.list, { companyId: h.companyId, projectId: h.projectId }));
    expect(list.items.find((e) => e.id === espacioId)?.Asignaciones).toBe(1);
    const { hoja } = await ctx.addSheet(h, h);
    await ctx.start(h, h.projectId);
    const sheet = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id };
    const foto = await f.photo(h.companyId, h.revisor1User.id);
    await f.answered(h.revisor1, sheet, { Foto: foto, Estado: 'Rechazado' });
    const firma = await f.signed(h.revisor1, sheet);
    // Spaces are locked while started.
    await ctx.fails(ctx.call(h.director, endpoints.remove, { companyId: h.companyId, projectId: h.projectId, espacioId }), 409, texts.errors.proyectoIniciado);
    await ctx.call(h.director, neoProyectosEndpoints.finalizar, { companyId: h.companyId, projectId: h.projectId });
    const removed = await ctx.ok<{ message: string; asignaciones: number; hojas: number }>(
      ctx.call(h.director, endpoints.remove, { companyId: h.companyId, projectId: h.projectId, espacioId }),
    );
    expect(removed).toEqual({ message: texts.success.eliminado, asignaciones: 1, hojas: 1 });
    const db = ctx.app.db;
    for (const name of ['RespuestasOT', 'RespuestasPreguntasOT', 'FirmasOT'])
      expect(await db.collection(name).countDocuments({ asignadoId: new Types.ObjectId(h.asignadoId) })).toBe(0);
    await ctx.fails(
      ctx.call(h.director, neoAsignacionesEndpoints.get, {
        companyId: h.companyId,
        projectId: h.projectId,
        checklistId: h.checklistId,
        asignadoId: h.asignadoId,
      }),
      404,
      neo.asignaciones.errors.noExiste,
    );
    // The photo and the signature image are queued: the cleanup removes them.
    expect(await ctx.context.files.readImage(h.companyId, foto, 'web')).not.toBeNull();
    await ctx.context.files.cleanup(new Date(Date.now() + 60_000));
    expect(await ctx.context.files.readImage(h.companyId, foto, 'web')).toBeNull();
    expect(await ctx.context.files.readImage(h.companyId, firma.firma.fileId, 'web')).toBeNull();
  });
});
