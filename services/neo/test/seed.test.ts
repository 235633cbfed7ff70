import {
  neoAsignacionesEndpoints,
  type NeoAsignadoList,
  type NeoChecklistList,
  neoChecklistsEndpoints,
  type NeoDesviacionListas,
  neoEstadisticasEndpoints,
  type NeoHojaPage,
  neoHojasEndpoints,
  type NeoMetas,
  type NeoProyectoPage,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { estadosRespuestaOT, neo } from '@insp/messages/neo';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { DEMO_PROJECT, seedNeo } from '../src/seed/demo.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe('NEO demo seed', () => {
  it(
    'builds a started Edificios project with more than 60 sheets, two reviewers, every answer state and badge, photos and signatures',
    { timeout: 300_000 },
    async () => {
      const t = ctx.createCompany();
      const summary = await seedNeo({
        director: { transport: ctx.seedTransport(t.director), id: t.directorUser.id },
        encargado: { transport: ctx.seedTransport(t.usuario), id: t.usuarioUser.id },
        companyId: t.companyId,
      });
      // Both reviewers sign every final sheet (about 70 signatures, the slowest writes): ~25 s on a quiet
      // devdb. How long it takes is for bench/, not for a test on a shared machine.
      expect(summary.hojas).toBeGreaterThanOrEqual(60);
      expect(summary.fotos).toBeGreaterThan(0);
      expect(summary.firmas).toBeGreaterThan(0);

      const page = await ctx.ok<NeoProyectoPage>(ctx.call(t.director, neoProyectosEndpoints.list, { companyId: t.companyId }));
      expect(page.items).toEqual([expect.objectContaining({ Nombre: DEMO_PROJECT, Tipo: 'Edificios', ProyectoIniciado: true, TotalChecklists: 2 })]);
      // The encargado, its Responsable, sees it too.
      const own = await ctx.ok<NeoProyectoPage>(ctx.call(t.usuario, neoProyectosEndpoints.list, { companyId: t.companyId }));
      expect(own.items.map((p) => [p.Nombre, p.Responsable?.id])).toEqual([[DEMO_PROJECT, t.usuarioUser.id]]);
      const tenant = { companyId: new Types.ObjectId(t.companyId) };
      const db = ctx.app.db;
      expect((await db.collection('RespuestasPreguntasOT').distinct('Estado', tenant)).sort()).toEqual([...estadosRespuestaOT].sort());
      expect(await db.collection('RespuestasPreguntasOT').countDocuments({ ...tenant, Foto: { $ne: null } })).toBe(summary.fotos);
      expect(await db.collection('FirmasOT').countDocuments(tenant)).toBe(summary.firmas);
      expect(await db.collection('RespuestasOT').countDocuments({ ...tenant, FechaRevisionFinal: { $ne: null } })).toBe(summary.finalizadas);
      // Both reviewers answered and signed as themselves.
      const reviewers = [t.directorUser.id, t.usuarioUser.id].sort();
      expect((await db.collection('RespuestasPreguntasOT').distinct('revisorId', tenant)).map(String).sort()).toEqual(reviewers);
      expect((await db.collection('FirmasOT').distinct('revisorId', tenant)).map(String).sort()).toEqual(reviewers);
      // Final sheets carry both signatures; some sheets in process carry one.
      const firmasPorHoja = new Map<string, number>();
      for (const firma of await db.collection('FirmasOT').find(tenant).toArray())
        firmasPorHoja.set(String(firma.hojaId), (firmasPorHoja.get(String(firma.hojaId)) ?? 0) + 1);

      const checklists = await ctx.ok<NeoChecklistList>(
        ctx.call(t.director, neoChecklistsEndpoints.list, { companyId: t.companyId, projectId: summary.projectId }),
      );
      const hojas: NeoHojaPage['items'] = [];
      for (const checklist of checklists.items) {
        const scope = { companyId: t.companyId, projectId: summary.projectId, checklistId: checklist.id };
        const asignados = await ctx.ok<NeoAsignadoList>(ctx.call(t.director, neoAsignacionesEndpoints.list, scope));
        for (const asignado of asignados.items) {
          expect(asignado.Revisores.map((r) => r.id).sort()).toEqual(reviewers);
          hojas.push(
            ...(await ctx.ok<NeoHojaPage>(ctx.call(t.director, neoHojasEndpoints.list, { ...scope, asignadoId: asignado.id }, { query: { pageSize: 100 } })))
              .items,
          );
        }
      }
      expect(hojas).toHaveLength(summary.hojas);
      const finales = hojas.filter((hoja) => hoja.FechaRevisionFinal !== null);
      expect(finales).toHaveLength(summary.finalizadas);
      for (const hoja of finales) expect(firmasPorHoja.get(hoja.id), hoja.id).toBe(2);
      const enProceso = hojas.filter((hoja) => hoja.FechaRevisionFinal === null);
      expect(enProceso.every((hoja) => hoja.Estado === neo.hojas.estadoInicial)).toBe(true);
      expect(enProceso.filter((hoja) => firmasPorHoja.get(hoja.id) === 1).length).toBeGreaterThan(0);
      expect(enProceso.filter((hoja) => !firmasPorHoja.has(hoja.id)).length).toBeGreaterThan(0);
      const insignias = (color: string) => hojas.filter((hoja) => hoja.Insignia === color).length;
      expect([insignias('rojo'), insignias('verde'), insignias('amarillo')].every((n) => n > 0)).toBe(true);

      const params = { companyId: t.companyId, projectId: summary.projectId };
      const metas = await ctx.ok<NeoMetas>(ctx.call(t.director, neoEstadisticasEndpoints.metas, params));
      expect(metas.items[0]?.Real).toBeGreaterThan(0);
      const desviacion = await ctx.ok<NeoDesviacionListas>(
        ctx.call(t.director, neoEstadisticasEndpoints.desviacionListas, params, { query: { tipo: 'Terminaciones' } }),
      );
      expect(desviacion.total.Rechazadas).toBeGreaterThan(0);
    },
  );
});
