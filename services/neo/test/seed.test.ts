import type { InjectOptions } from 'fastify';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { estadosRespuestaOT } from '@insp/messages/neo';
import { type AccessClaims } from '@insp/contracts';
import { neoInformesEndpoints, neoProyectosEndpoints, type NeoDesviacionListas, type NeoMetas, type NeoProyectoPage } from '@insp/contracts/neo';
import type { SeedTransport } from '@insp/module-service/seed-api';
import { DEMO_PROJECT, seedNeo } from '../src/seed/demo.ts';
import { testContext, type TestContext } from './context.ts';

/** The seed's HTTP as `claims`, through app.inject (what fetch does against the running service). */
function injectTransport(ctx: TestContext, claims: AccessClaims): SeedTransport {
  return {
    async request(method, path, body) {
      const response = await ctx.app.inject({ method, url: path, headers: ctx.headersOf(claims), ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }) });
      return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
    },
    async upload(path, bytes, fileName) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), fileName);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const response = await ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { ...ctx.headersOf(claims), 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return { status: response.statusCode, body: response.json() as unknown };
    },
  };
}

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe('NEO demo seed', () => {
  it('builds a started Edificios project with more than 60 sheets, every answer state, photos and signatures, in under 30 s', { timeout: 60_000 }, async () => {
    const t = ctx.createCompany();
    const started = Date.now();
    const summary = await seedNeo({ director: injectTransport(ctx, t.director), companyId: t.companyId, directorId: t.directorUser.id });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(summary.hojas).toBeGreaterThanOrEqual(60);
    expect(summary.fotos).toBeGreaterThan(0);
    expect(summary.firmas).toBeGreaterThan(0);

    const page = await ctx.ok<NeoProyectoPage>(ctx.call(t.director, neoProyectosEndpoints.list, { companyId: t.companyId }));
    expect(page.items).toEqual([expect.objectContaining({ Nombre: DEMO_PROJECT, Tipo: 'Edificios', ProyectoIniciado: true, TotalChecklists: 2 })]);
    const tenant = { companyId: new Types.ObjectId(t.companyId) };
    const db = ctx.app.db;
    expect((await db.collection('RespuestasPreguntasOT').distinct('Estado', tenant)).sort()).toEqual([...estadosRespuestaOT].sort());
    expect(await db.collection('RespuestasPreguntasOT').countDocuments({ ...tenant, Foto: { $ne: null } })).toBe(summary.fotos);
    expect(await db.collection('FirmasOT').countDocuments(tenant)).toBe(summary.firmas);
    expect(await db.collection('RespuestasOT').countDocuments({ ...tenant, FechaRevisionFinal: null })).toBeGreaterThan(0);
    expect(await db.collection('RespuestasOT').countDocuments({ ...tenant, FechaRevisionFinal: { $ne: null } })).toBe(summary.firmas);

    const params = { companyId: t.companyId, projectId: summary.projectId };
    const metas = await ctx.ok<NeoMetas>(ctx.call(t.director, neoInformesEndpoints.metas, params));
    expect(metas.items[0]?.Real).toBeGreaterThan(0);
    const desviacion = await ctx.ok<NeoDesviacionListas>(ctx.call(t.director, neoInformesEndpoints.desviacionListas, params, { query: { tipo: 'Terminaciones' } }));
    expect(desviacion.total.Rechazadas).toBeGreaterThan(0);
  });
});
