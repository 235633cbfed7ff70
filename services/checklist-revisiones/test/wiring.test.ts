import { createReport, type ModuleFlags } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { captureAnswers, documentedReportKinds, platformAnswers, portalAnswers } from '@insp/module-service/testing';
import { openApiAnswers } from '@insp/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

import { spec } from '../src/module.ts';
import { testContext } from './context.ts';

// The shared wiringSuite reads projects by the basic feature's `Nombre`; this service's projects
// are the spec's (NombreProyecto), so the same three facts are checked here on them.
const ctx = await testContext();
afterAll(() => ctx.app.close());

const allOn: ModuleFlags = { Revisiones: true, Checklist: true, ChecklistsOT: true };
const allOff: ModuleFlags = { Revisiones: false, Checklist: false, ChecklistsOT: false };

describe('checklist-revisiones service wiring', () => {
  it('needs the Checklist module and no other', async () => {
    const t = ctx.createCompany();
    const list = (modules: ModuleFlags) =>
      ctx.call(ctx.user('AdministradorEmpresa', t.companyId, { modules }), cr.proyectosEndpoints.list, { companyId: t.companyId });
    const off = await list({ ...allOn, Checklist: false });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: common.moduleDisabled });
    expect((await list({ ...allOff, Checklist: true })).statusCode).toBe(200);
  });

  it('keeps its projects in the ProyectosChecklist collection, Tipo CheckList', async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t, { NombreProyecto: 'Torre A' });
    expect(spec.projectsCollection).toBe('ProyectosChecklist');
    const stored = await ctx.app.db.collection('ProyectosChecklist').findOne({ NombreProyecto: 'Torre A', companyId: { $exists: true } });
    expect(stored?._id.toHexString()).toBe(project.id);
    expect(stored?.Tipo).toBe('CheckList');
  });

  it("a module the company switched off is off for the Administrador too: 403 with the company's text (issue 16)", async () => {
    const t = ctx.createCompany();
    const project = await ctx.createProject(t);
    const params = { companyId: t.companyId, projectId: project.id };
    t.company.CheckList.Activado = false;
    for (const answer of [
      await ctx.call(ctx.administrador, cr.proyectosEndpoints.list, { companyId: t.companyId }),
      await ctx.call(ctx.administrador, cr.proyectosEndpoints.get, params),
      await ctx.call(ctx.administrador, cr.proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: 'Apagado' } }),
      await ctx.app.inject({ method: 'GET', url: `/companies/${t.companyId}/events`, headers: ctx.headersOf(ctx.administrador) }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ message: common.companyModuleDisabled });
    }
    // Another company with the module on is open to them as before.
    const other = ctx.createCompany();
    expect((await ctx.call(ctx.administrador, cr.proyectosEndpoints.list, { companyId: other.companyId })).statusCode).toBe(200);
    t.company.CheckList.Activado = true;
    expect((await ctx.call(ctx.administrador, cr.proyectosEndpoints.get, params)).statusCode).toBe(200);
  });

  it('documents itself under its own title', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ info: { title: string } }>();
    expect(doc.info.title).toBe(spec.title);
  });

  it("documents every answer in /openapi.json: the files' media types, the capture's repeat 200 and each document kind's params (issue 18 §4)", async () => {
    expect(await openApiAnswers(ctx.app)).toEqual({ ...platformAnswers, ...portalAnswers, ...captureAnswers(cr.respuestasEndpoints.capture) });
    expect(await documentedReportKinds(ctx.app)).toEqual(cr.informeKinds.map((kind) => ({ kind, strict: true })));
  });

  it('refuses a field a document kind does not take, as its documented params say', async () => {
    const t = ctx.createCompany();
    const body = { kind: 'resumen-proyecto', projectId: '0'.repeat(24), orden: 'recinto' };
    const refused = await ctx.call(ctx.user('AdministradorEmpresa', t.companyId), createReport, { companyId: t.companyId }, { body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: common.unknownField('orden') });
  });
});
