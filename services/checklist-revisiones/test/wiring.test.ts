import { afterAll, describe, expect, it } from 'vitest';
import { type ModuleFlags } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
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
    const list = (modules: ModuleFlags) => ctx.call(ctx.user('AdministradorEmpresa', t.companyId, { modules }), cr.proyectosEndpoints.list, { companyId: t.companyId });
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

  it('documents itself under its own title', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ info: { title: string } }>();
    expect(doc.info.title).toBe(spec.title);
  });
});
