import { listadosEndpoints, proyectosEndpoints, revisionesEndpoints as endpoints, RevisionItem, RevisionPage } from '@insp/contracts';
import { common } from '@insp/messages';
import { revisiones as texts } from '@insp/messages/revisiones';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const errors = texts.revisiones.errors;
describe('revisions of a project', () => {
  it('lists them by name with Carpetas (active listados), responsible and Cargo; 5 per page by default, up to 100', async () => {
    const h = await ctx.createHierarchy();
    await ctx.createRevision(h, h.projectId, { Nombre: 'Árbol' });
    await ctx.createRevision(h, h.projectId, { Nombre: 'zócalo' });
    const gone = await ctx.createListado(h, h.projectId, h.revisionId);
    await ctx.ok(
      ctx.call(h.director, listadosEndpoints.remove, { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: gone.id }),
    );
    const response = await ctx.call(h.usuario, endpoints.list, { companyId: h.companyId, projectId: h.projectId });
    const page = RevisionPage.parse(response.json());
    expect(page.pageSize).toBe(5);
    expect(page.items.map((r) => r.Nombre)).toEqual(['Árbol', h.revision.Nombre, 'zócalo']);
    expect(page.items.find((r) => r.id === h.revisionId)).toMatchObject({
      Carpetas: 1,
      Responsable: { id: h.responsable.id, NombreCompleto: 'Rosa Responsable', Cargo: 'Jefe de obra' },
    });
    const big = await ctx.call(h.director, endpoints.list, { companyId: h.companyId, projectId: h.projectId }, { query: { pageSize: 100 } });
    expect(big.statusCode).toBe(200);
    const tooBig = await ctx.call(h.director, endpoints.list, { companyId: h.companyId, projectId: h.projectId }, { query: { pageSize: 101 } });
    expect(tooBig.statusCode).toBe(400);
  });

  it("requires a name ('Nombre requerido') and a responsible, unique within the project ignoring case and accents", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const other = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    const post = (body: unknown) => ctx.call(t.director, endpoints.create, params, { body });
    await ctx.fails(post({ ResponsableId: t.responsable.id }), 400, texts.revisiones.validation.nombreRequerido);
    await ctx.fails(post({ Nombre: '  ', ResponsableId: t.responsable.id }), 400, texts.revisiones.validation.nombreRequerido);
    await ctx.fails(post({ Nombre: 'Primera' }), 400, texts.revisiones.validation.responsableRequerido);
    await ctx.fails(post({ Nombre: 'Primera', ResponsableId: '' }), 400, texts.revisiones.validation.responsableRequerido);
    const sinFlag = ctx.admin.addUser(t.companyId, { Revisiones: false });
    await ctx.fails(post({ Nombre: 'Primera', ResponsableId: sinFlag.id }), 400, texts.proyectos.errors.responsableInvalido);
    const created = RevisionItem.parse(await ctx.ok(post({ Nombre: ' Revisión Ñ ', ResponsableId: t.responsable.id })));
    expect(created).toMatchObject({ Nombre: 'Revisión Ñ', Carpetas: 0, projectId: project.id });
    await ctx.fails(post({ Nombre: 'REVISION N', ResponsableId: t.responsable.id }), 409, errors.nombreDuplicado);
    // The same name in another project is fine.
    await ctx.createRevision(t, other.id, { Nombre: 'revision ñ' });
  });

  it('edits the name and the responsible with the same rules', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const a = await ctx.createRevision(t, project.id, { Nombre: 'A' });
    await ctx.createRevision(t, project.id, { Nombre: 'B' });
    const params = { companyId: t.companyId, projectId: project.id, revisionId: a.id };
    await ctx.fails(ctx.call(t.director, endpoints.update, params, { body: { Nombre: 'b', ResponsableId: t.responsable.id } }), 409, errors.nombreDuplicado);
    await ctx.fails(
      ctx.call(t.director, endpoints.update, params, { body: { Nombre: '', ResponsableId: t.responsable.id } }),
      400,
      texts.revisiones.validation.nombreRequerido,
    );
    const edited = await ctx.ok<RevisionItem>(ctx.call(t.director, endpoints.update, params, { body: { Nombre: 'A2', ResponsableId: t.usuarioUser.id } }));
    expect(edited).toMatchObject({ Nombre: 'A2', Responsable: { id: t.usuarioUser.id, NombreCompleto: 'Ulises Usuario' } });
    const history = await ctx.context.events.history(t.companyId, 'Revision', a.id, { limit: 5 });
    expect(history.items[0]).toMatchObject({
      action: 'editar',
      changes: { Nombre: { old: 'A', new: 'A2' } },
      parents: { projectId: project.id, revisionId: a.id },
    });
  });

  it('deletes a revision only without listados (Para eliminar esta revisión, primero elimina sus listados.)', async () => {
    const h = await ctx.createHierarchy();
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    await ctx.fails(ctx.call(h.director, endpoints.remove, params), 409, errors.conListados);
    // A deleted listado (in its grace) no longer blocks: it goes for good with the revision.
    await ctx.ok(ctx.call(h.director, listadosEndpoints.remove, { ...params, listadoId: h.listadoId }));
    expect(await ctx.ok(ctx.call(h.director, endpoints.remove, params))).toEqual({ id: h.revisionId });
    expect(await ctx.app.db.collection('Listados').countDocuments({ Nombre: h.listado.Nombre })).toBe(0);
    await ctx.fails(ctx.call(h.director, endpoints.get, params), 404, errors.noEncontrada);
    const project = await ctx.ok<{ Carpetas: number }>(ctx.call(h.director, proyectosEndpoints.get, { companyId: h.companyId, projectId: h.projectId }));
    expect(project.Carpetas).toBe(0);
  });

  it('answers 404 for a revision of another project and refuses company users writing', async () => {
    const h = await ctx.createHierarchy();
    const other = await ctx.createProject(h);
    await ctx.fails(ctx.call(h.director, endpoints.get, { companyId: h.companyId, projectId: other.id, revisionId: h.revisionId }), 404, errors.noEncontrada);
    const params = { companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId };
    expect((await ctx.call(h.usuario, endpoints.get, params)).statusCode).toBe(200);
    await ctx.fails(ctx.call(h.usuario, endpoints.update, params, { body: { Nombre: 'X', ResponsableId: h.responsable.id } }), 403, common.forbidden);
    await ctx.fails(ctx.call(h.usuario, endpoints.remove, params), 403, common.forbidden);
    await ctx.fails(
      ctx.call(h.usuario, endpoints.create, { companyId: h.companyId, projectId: h.projectId }, { body: { Nombre: 'X', ResponsableId: h.responsable.id } }),
      403,
      common.forbidden,
    );
  });

  it('refuses new revisions in a deleted project', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    await ctx.ok(ctx.call(t.director, proyectosEndpoints.remove, { companyId: t.companyId, projectId: project.id }));
    await ctx.fails(
      ctx.call(t.director, endpoints.create, { companyId: t.companyId, projectId: project.id }, { body: { Nombre: 'X', ResponsableId: t.responsable.id } }),
      404,
      texts.proyectos.errors.noExiste,
    );
  });
});
