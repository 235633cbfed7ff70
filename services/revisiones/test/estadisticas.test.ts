import { type AccessClaims } from '@insp/contracts';
import { Estadisticas, listadosEndpoints, projectEstadisticas } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones } from '@insp/messages/revisiones';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Hierarchy, observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();

const stats = async (h: Hierarchy, query: Record<string, unknown> = {}, claims: AccessClaims = h.director) => {
  const response = await ctx.call(claims, projectEstadisticas, { companyId: h.companyId, projectId: h.projectId }, { query });
  expect(response.statusCode, response.body).toBe(200);
  return Estadisticas.parse(response.json());
};

const resolve = (ids: string[]) => fx.Observaciones().updateMany({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { $set: { Resuelta: new Date() } });

describe('statistics (GET /companies/:companyId/projects/:projectId/estadisticas)', () => {
  let h: Hierarchy;
  let l2: { id: string; Nombre: string };
  let vacio: { id: string; Nombre: string };
  let r2: { id: string; Nombre: string };

  // Revision 1: listado 1 with 4 Pintura (2 resolved) + 1 Cerámica (resolved), listado 2 with 2
  // Cerámica, an empty listado 3; revision 2: one Pintura. 7 in revision 1, 3 of them resolved.
  beforeAll(async () => {
    h = await ctx.createHierarchy();
    l2 = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Segundo piso' });
    vacio = await ctx.createListado(h, h.projectId, h.revisionId, { Nombre: 'Azotea' });
    r2 = await ctx.createRevision(h, h.projectId, { Nombre: 'Revisión 2' });
    const l4 = await ctx.createListado(h, h.projectId, r2.id);
    const pintura = [];
    for (let i = 0; i < 4; i++) pintura.push(await fx.captured(h));
    const ceramica = await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Nivel' });
    for (let i = 0; i < 2; i++) await fx.captured(h, { Subcontrato: 'Cerámica', ErrorTipo: 'Cantería' }, fx.listadoParams(h, l2.id));
    await fx.captured(h, {}, fx.listadoParams(h, l4.id, r2.id));
    await resolve([pintura[0]?.id ?? '', pintura[1]?.id ?? '', ceramica.id]);
  });

  it('counts a revision: total, resolved, pending, by subcontract and by listado (zero listados included)', async () => {
    const revision = await stats(h, { revisionId: h.revisionId });
    expect(revision).toEqual({
      nivel: 'revision',
      niveles: { proyecto: h.project.NombreProyecto, revision: h.revision.Nombre, listado: null },
      total: 7,
      resueltas: 3,
      pendientes: 4,
      porSubcontrato: [
        { nombre: 'Pintura', total: 4, resueltas: 2, pendientes: 2 },
        { nombre: 'Cerámica', total: 3, resueltas: 1, pendientes: 2 },
      ],
      porListado: [
        { id: h.listadoId, nombre: h.listado.Nombre, total: 5, resueltas: 3, pendientes: 2 },
        { id: l2.id, nombre: 'Segundo piso', total: 2, resueltas: 0, pendientes: 2 },
        { id: vacio.id, nombre: 'Azotea', total: 0, resueltas: 0, pendientes: 0 },
      ],
    });
  });

  it('counts the whole project (no per-listado bars) and a single listado', async () => {
    const project = await stats(h);
    expect(project).toMatchObject({
      nivel: 'proyecto',
      niveles: { proyecto: h.project.NombreProyecto, revision: null, listado: null },
      total: 8,
      resueltas: 3,
      pendientes: 5,
      porListado: [],
    });
    expect(project.porSubcontrato).toEqual([
      { nombre: 'Pintura', total: 5, resueltas: 2, pendientes: 3 },
      { nombre: 'Cerámica', total: 3, resueltas: 1, pendientes: 2 },
    ]);
    const listado = await stats(h, { revisionId: h.revisionId, listadoId: l2.id }, h.usuario);
    expect(listado).toEqual({
      nivel: 'listado',
      niveles: { proyecto: h.project.NombreProyecto, revision: h.revision.Nombre, listado: 'Segundo piso' },
      total: 2,
      resueltas: 0,
      pendientes: 2,
      porSubcontrato: [{ nombre: 'Cerámica', total: 2, resueltas: 0, pendientes: 2 }],
      porListado: [],
    });
    expect(await stats(h, { revisionId: h.revisionId, listadoId: vacio.id })).toMatchObject({ total: 0, resueltas: 0, pendientes: 0, porSubcontrato: [] });
  });

  it('answers 404 for a revision or listado of another project, and refuses other users', async () => {
    const other = await ctx.createHierarchy();
    const revision = await ctx.call(
      h.director,
      projectEstadisticas,
      { companyId: h.companyId, projectId: h.projectId },
      { query: { revisionId: other.revisionId } },
    );
    expect(revision.statusCode).toBe(404);
    expect(revision.json()).toEqual({ message: revisiones.revisiones.errors.noEncontrada });
    const listado = await ctx.call(
      h.director,
      projectEstadisticas,
      { companyId: h.companyId, projectId: h.projectId },
      { query: { revisionId: r2.id, listadoId: l2.id } },
    );
    expect(listado.statusCode).toBe(404);
    expect(listado.json()).toEqual({ message: revisiones.listados.errors.noExiste });
    const foreign = await ctx.call(other.director, projectEstadisticas, { companyId: h.companyId, projectId: h.projectId });
    expect(foreign.statusCode).toBe(403);
    const outsider = ctx.user('UsuarioEmpresa', h.companyId, { sub: ctx.admin.addUser(h.companyId).id });
    const refused = await ctx.call(outsider, projectEstadisticas, { companyId: h.companyId, projectId: h.projectId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: common.forbidden });
  });

  it('leaves a deleted listado out of the project and revision figures', async () => {
    await ctx.ok(ctx.call(h.director, listadosEndpoints.remove, fx.listadoParams(h, l2.id)));
    try {
      const revision = await stats(h, { revisionId: h.revisionId });
      expect(revision).toMatchObject({ total: 5, resueltas: 3 });
      expect(revision.porListado.map((group) => group.nombre)).toEqual([h.listado.Nombre, 'Azotea']);
      expect((await stats(h)).total).toBe(6);
      // The listado itself still has its figures for the managers.
      expect((await stats(h, { listadoId: l2.id })).total).toBe(2);
    } finally {
      await ctx.ok(ctx.call(h.director, listadosEndpoints.restore, fx.listadoParams(h, l2.id)));
    }
  });
});
