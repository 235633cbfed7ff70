import type { Page } from '@insp/contracts';
import {
  neoAsignacionesEndpoints,
  neoChecklistsEndpoints,
  neoEspaciosEndpoints,
  neoHojasEndpoints,
  type NeoProyecto,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { common } from '@insp/messages';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { collections } from '../src/shared/collections.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe("the project's 'Responsable' sees the project like its Encargados (issue 16)", () => {
  it('a company user who is only the Responsable gets the project, its list entry and its children; nobody else does', async () => {
    const h = await ctx.createHierarchy();
    expect(h.project.Responsable?.id).toBe(h.usuarioUser.id);
    // The Responsable alone counts, whatever the Encargados list holds (projects stored before it
    // mirrored the Responsable have it empty).
    await ctx.app.db.collection(collections.proyectos).updateOne({ _id: new Types.ObjectId(h.projectId) }, { $set: { Responsables: [] } });
    const sheet = await ctx.addSheet(h, { projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId });
    const projectParams = { companyId: h.companyId, projectId: h.projectId };
    const checklistParams = { ...projectParams, checklistId: h.checklistId };
    const asignadoParams = { ...checklistParams, asignadoId: h.asignadoId };

    expect((await ctx.call(h.usuario, neoProyectosEndpoints.get, projectParams)).statusCode).toBe(200);
    const page = await ctx.ok<Page<NeoProyecto>>(ctx.call(h.usuario, neoProyectosEndpoints.list, { companyId: h.companyId }));
    expect(page.items.map((item) => item.id)).toEqual([h.projectId]);
    await ctx.reaches(h.usuario, [
      [neoEspaciosEndpoints.list, projectParams],
      [neoChecklistsEndpoints.list, projectParams],
      [neoChecklistsEndpoints.get, checklistParams],
      [neoAsignacionesEndpoints.list, checklistParams],
      [neoHojasEndpoints.list, asignadoParams],
      [neoHojasEndpoints.get, { ...asignadoParams, hojaId: sheet.hoja.id }],
    ]);

    // Another company user (no reviewer of this sheet, not its Responsable) is refused.
    const outsider = ctx.admin.addUser(h.companyId, { Nombre: 'Otro', Apellido: 'Usuario' });
    const claims = ctx.user('UsuarioEmpresa', h.companyId, { sub: outsider.id, name: outsider.NombreCompleto });
    await ctx.fails(ctx.call(claims, neoProyectosEndpoints.get, projectParams), 403, common.forbidden);
    expect((await ctx.ok<Page<NeoProyecto>>(ctx.call(claims, neoProyectosEndpoints.list, { companyId: h.companyId }))).total).toBe(0);
  });
});
