import { createReport, type Page } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
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
    const recinto = t.arbol.recintos[0];
    const subcontrato = recinto?.subcontratos[0];
    const errorTipo = subcontrato?.erroresTipo[0];
    if (!recinto || !subcontrato || !errorTipo) throw new Error('empty template');
    const errorParams = { ...listadoParams, recintoId: recinto.id, subcontratoId: subcontrato.id, errorTipoId: errorTipo.id };
    const other = await ctx.createProject(t, { ResponsableId: t.responsable.id });

    expect((await ctx.call(t.usuario, cr.proyectosEndpoints.get, projectParams)).statusCode).toBe(200);
    const page = await ctx.ok<Page<cr.ProyectoItem>>(ctx.call(t.usuario, cr.proyectosEndpoints.list, { companyId: t.companyId }));
    expect(page.items.map((item) => item.id)).toEqual([project.id]);
    await ctx.reaches(t.usuario, [
      [cr.revisionesEndpoints.list, projectParams],
      [cr.listadosEndpoints.list, revisionParams],
      [cr.listadosEndpoints.get, listadoParams],
      [cr.respuestasEndpoints.arbol, listadoParams],
      [cr.respuestasEndpoints.list, errorParams],
      [cr.resumenProyecto, projectParams],
      [cr.estadisticasProyecto, projectParams],
    ]);
    // They capture like an Encargado.
    await ctx.capture(t.usuario, errorParams);
    const report = await ctx.call(
      t.usuario,
      createReport,
      { companyId: t.companyId },
      { body: { kind: 'excel-listado', projectId: project.id, revisionId: revision.id, listadoId: listado.id } },
    );
    expect(report.statusCode, report.body).toBe(202);

    await ctx.fails(ctx.call(t.usuario, cr.proyectosEndpoints.get, { companyId: t.companyId, projectId: other.id }), 403, common.forbidden);

    // Once another user is chosen, the project closes to them.
    await ctx.ok(ctx.call(t.director, cr.proyectosEndpoints.setResponsable, projectParams, { body: { userId: t.responsable.id } }));
    expect((await ctx.call(t.usuario, cr.proyectosEndpoints.get, projectParams)).statusCode).toBe(403);
    expect((await ctx.call(t.usuario, cr.respuestasEndpoints.list, errorParams)).statusCode).toBe(403);
    expect((await ctx.ok<Page<cr.ProyectoItem>>(ctx.call(t.usuario, cr.proyectosEndpoints.list, { companyId: t.companyId }))).total).toBe(0);
  });
});
