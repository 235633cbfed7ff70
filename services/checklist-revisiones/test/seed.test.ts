import { type AccessClaims } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ChecklistSeedSummary, seedChecklistRevisiones } from '../src/seed/demo.ts';
import { plannedProjects } from '../src/seed/plan.ts';
import { plantilla, type TestCompany, testContext } from './context.ts';

// The demo itself has 420 answers (scale 1); the test runs a quarter of it to stay quick.
const SCALE = 0.25;
const planned = plannedProjects.reduce((sum, p) => sum + p.respuestas, 0);

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe('checklist-revisiones demo seed', () => {
  let t: TestCompany;
  let encargado: AccessClaims;
  let summary: ChecklistSeedSummary;
  beforeAll(async () => {
    t = ctx.createCompany({
      Nombre: 'Constructora Andes',
      Checklists: [
        plantilla('Terminaciones departamento', {
          Baño: { Pintura: ['Manchas', 'Burbujas'], Cerámica: ['Palmeta quebrada'] },
          Cocina: { Eléctrico: ['Enchufe suelto'] },
        }),
        plantilla('Áreas comunes', { Living: { Pintura: ['Manchas'] } }),
      ],
    });
    const user = ctx.admin.addUser(t.companyId, { Nombre: 'Elena', Apellido: 'Encargada', Email: 'encargado@andes.cl' });
    encargado = ctx.user('UsuarioEmpresa', t.companyId, { sub: user.id, name: user.NombreCompleto });
    summary = await seedChecklistRevisiones({
      director: ctx.seedTransport(t.director),
      encargado: ctx.seedTransport(encargado),
      companyId: t.companyId,
      db: ctx.app.db,
      scale: SCALE,
    });
  }, 120_000);

  it('creates two projects whose listados use the templates, with answers across states and photos (at least 400 in the demo)', async () => {
    expect(planned).toBeGreaterThanOrEqual(400);
    expect(summary).toMatchObject({ skipped: false, proyectos: 2, revisiones: 3, listados: 6 });
    expect(summary.respuestas).toBe(plannedProjects.reduce((sum, p) => sum + Math.round(p.respuestas * SCALE), 0));
    for (const estado of ['Por Resolver', 'Resuelto', 'Criterios Propietario']) expect(summary.porEstado[estado], estado).toBeGreaterThan(0);
    expect(summary.fotos).toBeGreaterThan(10);
    const stored = ctx.app.db.collection('RespuestasErrorestipos');
    expect(await stored.countDocuments({ companyId: new Types.ObjectId(t.companyId) })).toBe(summary.respuestas);
    expect(await stored.countDocuments({ companyId: new Types.ObjectId(t.companyId), Imagen: { $ne: null } })).toBe(summary.fotos);
    const listados = await ctx.app.db
      .collection('ListadosChecklist')
      .find({ companyId: new Types.ObjectId(t.companyId) })
      .toArray();
    expect(new Set(listados.map((l) => l.ChecklistName))).toEqual(new Set(['Terminaciones departamento', 'Áreas comunes']));
    // Resolved answers were resolved after they were observed, all within the last two months.
    const resolved = await stored.find({ companyId: new Types.ObjectId(t.companyId), Estado: 'Resuelto' }).toArray();
    expect(resolved.every((r) => r.FechaResuelta instanceof Date && r.FechaResuelta >= r.FechaCreacion)).toBe(true);
  });

  it('makes encargado@andes.cl responsible for exactly one project, which they see with its counters', async () => {
    const page = await ctx.ok<cr.ProyectoPage>(ctx.call(encargado, cr.proyectosEndpoints.list, { companyId: t.companyId }));
    expect(page.items.map((p) => p.NombreProyecto)).toEqual([plannedProjects.find((p) => p.encargado)!.NombreProyecto]);
    expect(page.items[0]!.TotalRespuestas).toBe(Math.round(plannedProjects.find((p) => p.encargado)!.respuestas * SCALE));
    expect(page.items[0]!.Resueltas).toBeGreaterThan(0);
  });

  it('does nothing the second time', async () => {
    const again = await seedChecklistRevisiones({ director: ctx.seedTransport(t.director), companyId: t.companyId, db: ctx.app.db });
    expect(again.skipped).toBe(true);
  });
});
