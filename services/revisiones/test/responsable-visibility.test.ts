import {
  createReport,
  listadosEndpoints,
  listObservaciones,
  type Page,
  projectEstadisticas,
  projectObservaciones,
  type ProyectoItem,
  proyectosEndpoints,
  revisionesEndpoints,
} from '@insp/contracts';
import { common } from '@insp/messages';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe("the project's 'Responsable' sees the project like its Encargados (issue 16)", () => {
  it('a company user who is only the Responsable gets the project, its list entry, its children and its reports; nobody else does', async () => {
    // Chosen in 'Elige al responsable' only: not among the Responsables ('Asignar responsables').
    const t = await ctx.createHierarchy({}, (company) => ({ ResponsableId: company.usuarioUser.id }));
    const { project, revision, listado, projectParams, revisionParams, listadoParams } = t;
    expect(project.Responsables).toEqual([]);
    const other = await ctx.createProject(t, { ResponsableId: t.responsable.id });

    const got = await ctx.call(t.usuario, proyectosEndpoints.get, projectParams);
    expect(got.statusCode, got.body).toBe(200);
    const page = await ctx.ok<Page<ProyectoItem>>(ctx.call(t.usuario, proyectosEndpoints.list, { companyId: t.companyId }));
    expect(page.items.map((item) => item.id)).toEqual([project.id]);

    await ctx.reaches(t.usuario, [
      [revisionesEndpoints.list, projectParams],
      [revisionesEndpoints.get, revisionParams],
      [listadosEndpoints.list, revisionParams],
      [listadosEndpoints.get, listadoParams],
      [listObservaciones, listadoParams],
      [projectObservaciones, projectParams],
      [projectEstadisticas, projectParams],
    ]);
    const report = await ctx.call(
      t.usuario,
      createReport,
      { companyId: t.companyId },
      { body: { kind: 'excel-listado', projectId: project.id, revisionId: revision.id, listadoId: listado.id } },
    );
    expect(report.statusCode, report.body).toBe(202);

    // Somebody else's project stays closed to them.
    await ctx.fails(ctx.call(t.usuario, proyectosEndpoints.get, { companyId: t.companyId, projectId: other.id }), 403, common.forbidden);

    // Once another user is chosen, the project closes to them.
    await ctx.ok(ctx.call(t.director, proyectosEndpoints.setResponsable, projectParams, { body: { userId: t.responsable.id } }));
    expect((await ctx.call(t.usuario, proyectosEndpoints.get, projectParams)).statusCode).toBe(403);
    expect((await ctx.call(t.usuario, revisionesEndpoints.list, projectParams)).statusCode).toBe(403);
    expect((await ctx.ok<Page<ProyectoItem>>(ctx.call(t.usuario, proyectosEndpoints.list, { companyId: t.companyId }))).total).toBe(0);
  });
});
