import { neoAsignacionesEndpoints, type NeoAsignado } from '@insp/contracts/neo';
import { oid } from '@insp/service-kit';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { fixtures } from './fixtures.ts';

const ctx = await testContext();
const f = fixtures(ctx);
afterAll(() => ctx.app.close());
const db = () => ctx.app.db.db;
const count = (name: string, filter: object) => ctx.app.db.collection(name).countDocuments(filter);

describe('NEO cascades', () => {
  it('a company purge leaves nothing of the company in any collection, and no file', async () => {
    const h = await ctx.createHierarchy();
    const other = await ctx.createHierarchy();
    const { hoja } = await ctx.addSheet(h, h);
    await ctx.start(h, h.projectId);
    const sheet = { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id };
    const foto = await f.photo(h.companyId, h.revisor1User.id);
    await f.answered(h.revisor1, sheet, { Foto: foto });
    await f.signed(h.revisor1, sheet);
    const names = (await db()?.listCollections().toArray())?.map((c) => c.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining([
        'ProyectosOT',
        'EspaciosOT',
        'ChecklistsOT',
        'EspaciosAsignadosOT',
        'RespuestasOT',
        'RespuestasPreguntasOT',
        'FirmasOT',
        'cupos',
        'eventos',
      ]),
    );
    expect(await ctx.context.cascades.deleteCompany(h.companyId)).toBeGreaterThan(0);
    for (const name of names.filter((n) => !n.includes('.'))) expect(await count(name, { companyId: oid(h.companyId) }), name).toBe(0);
    expect(await ctx.context.files.readImage(h.companyId, foto, 'web')).toBeNull();
    expect(await count('ProyectosOT', { companyId: oid(other.companyId) })).toBe(1);
    expect(await count('EspaciosAsignadosOT', { companyId: oid(other.companyId) })).toBe(2);
    // Idempotent.
    expect(await ctx.context.cascades.deleteCompany(h.companyId)).toBe(0);
  });

  it('a removed user leaves the Responsables and stops reviewing; the sheet asks to change them', async () => {
    const h = await ctx.createHierarchy();
    expect(await ctx.context.cascades.removeUser(h.companyId, h.usuarioUser.id)).toBeGreaterThanOrEqual(2);
    const project = await ctx.app.db.collection('ProyectosOT').findOne({ _id: oid(h.projectId) });
    expect(project?.Responsables).toEqual([]);
    expect(project?.Responsable).toBeNull();
    await ctx.context.cascades.removeUser(h.companyId, h.revisor2User.id);
    const asignado = await ctx.ok<NeoAsignado>(
      ctx.call(h.director, neoAsignacionesEndpoints.get, {
        companyId: h.companyId,
        projectId: h.projectId,
        checklistId: h.checklistId,
        asignadoId: h.asignadoId,
      }),
    );
    expect(asignado.Revisores.map((r) => r.id)).toEqual([h.revisor1User.id]);
    expect(await ctx.context.cascades.removeUser(h.companyId, h.revisor2User.id)).toBe(0);
  });
});

describe('NEO live updates', () => {
  it('every write lands in the event log with its parents', async () => {
    const h = await ctx.createHierarchy();
    const { hoja } = await ctx.addSheet(h, h);
    const events = await ctx.app.db
      .collection('eventos')
      .find({ companyId: oid(h.companyId) })
      .toArray();
    const entities = events.map((e) => `${e.entity}:${e.action}`);
    expect(entities).toEqual(expect.arrayContaining(['ProyectoOT:crear', 'EspacioOT:crear', 'ChecklistOT:crear', 'EspacioAsignadoOT:crear', 'HojaOT:crear']));
    const sheetEvent = events.find((e) => e.entity === 'HojaOT');
    expect(sheetEvent?.parents).toEqual({ projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id });
  });
});
