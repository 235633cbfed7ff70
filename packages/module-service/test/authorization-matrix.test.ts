import { common, files, reports } from '@insp/messages';
import { openApiGaps } from '@insp/service-kit/testing';
import type { InjectOptions } from 'fastify';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { createFileStore } from '../src/files/store.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const companyId = ctx.newObjectId();
const otherCompanyId = ctx.newObjectId();
const callers = {
  anonimo: null,
  Administrador: ctx.user('Administrador', null),
  AdministradorEmpresa: ctx.user('AdministradorEmpresa', companyId),
  'AdministradorEmpresa sin módulo': ctx.user('AdministradorEmpresa', companyId, { modules: ctx.withoutModule }),
  UsuarioEmpresa: ctx.user('UsuarioEmpresa', companyId),
  'UsuarioEmpresa sin módulo': ctx.user('UsuarioEmpresa', companyId, { modules: ctx.withoutModule }),
  'UsuarioEmpresa solo con este módulo': ctx.user('UsuarioEmpresa', companyId, { modules: ctx.onlyModule }),
  // Issue 17: of the company and the module, but neither among the project's Encargados nor its Responsable.
  'UsuarioEmpresa no responsable': ctx.user('UsuarioEmpresa', companyId),
  'AdministradorEmpresa de otra empresa': ctx.user('AdministradorEmpresa', otherCompanyId),
  'UsuarioEmpresa de otra empresa': ctx.user('UsuarioEmpresa', otherCompanyId),
  'servicio interno': 'internal',
} as const;
type Caller = keyof typeof callers;

const ok = 200;
const unauthenticated = [401, common.unauthenticated] as const;
const forbidden = [403, common.forbidden] as const;
const moduleOff = [403, common.moduleDisabled] as const;
type Expected = typeof ok | readonly [number, string];

const publicRoute: Record<Caller, Expected> = Object.fromEntries(Object.keys(callers).map((c) => [c, ok])) as Record<Caller, Expected>;
const internalRoute: Record<Caller, Expected> = Object.fromEntries(
  Object.keys(callers).map((c) => [c, c === 'servicio interno' ? ok : unauthenticated]),
) as Record<Caller, Expected>;

/**
 * A route for the module's users of the company: what the gate answers, and for callers past it the
 * given answer (a cheap refusal such as an unknown id, so no stream stays open and nothing is stored).
 */
const moduleRoute = (pastTheGate: Expected): Record<Caller, Expected> => ({
  anonimo: unauthenticated,
  Administrador: pastTheGate,
  AdministradorEmpresa: pastTheGate,
  'AdministradorEmpresa sin módulo': moduleOff,
  UsuarioEmpresa: pastTheGate,
  'UsuarioEmpresa sin módulo': moduleOff,
  'UsuarioEmpresa solo con este módulo': pastTheGate,
  'UsuarioEmpresa no responsable': pastTheGate,
  'AdministradorEmpresa de otra empresa': forbidden,
  'UsuarioEmpresa de otra empresa': forbidden,
  'servicio interno': unauthenticated,
});
const unknownId = ctx.newObjectId();

// A photo of a record of a project whose Encargados are the company user (each of its variants).
const [projectId = ''] = await ctx.seed(companyId, ['Proyecto con foto'], [callers.UsuarioEmpresa.sub, callers['UsuarioEmpresa solo con este módulo'].sub]);
const store = createFileStore(ctx.app.db);
const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
  .jpeg()
  .toBuffer();
const photo = await store.storeImage(companyId, jpeg, { uploadedBy: callers.AdministradorEmpresa.sub, kind: 'photo' });
await store.attach(companyId, [photo.id], { entity: 'Observacion', id: new Types.ObjectId().toHexString(), projectId });

/** Every registered route: how to call it and what each caller gets. A route missing here fails the suite. */
const matrix: Record<string, { request: InjectOptions; expected: Record<Caller, Expected> }> = {
  'GET /health': { request: { method: 'GET', url: '/health' }, expected: publicRoute },
  'GET /openapi.json': { request: { method: 'GET', url: '/openapi.json' }, expected: publicRoute },
  'GET /companies/:companyId/projects': {
    request: { method: 'GET', url: `/companies/${companyId}/projects` },
    expected: {
      anonimo: unauthenticated,
      Administrador: ok,
      AdministradorEmpresa: ok,
      'AdministradorEmpresa sin módulo': moduleOff,
      UsuarioEmpresa: ok,
      'UsuarioEmpresa sin módulo': moduleOff,
      'UsuarioEmpresa solo con este módulo': ok,
      'UsuarioEmpresa no responsable': ok,
      'AdministradorEmpresa de otra empresa': forbidden,
      'UsuarioEmpresa de otra empresa': forbidden,
      'servicio interno': unauthenticated,
    },
  },
  'POST /companies/:companyId/files': {
    request: { method: 'POST', url: `/companies/${companyId}/files`, payload: {} },
    expected: moduleRoute([415, files.notMultipart]),
  },
  // Declared public with its own gate (bearer of the company and module, or a signed link; the
  // links are tested in packages/module-service/test/signed-files.test.ts): the same answers as an access route.
  // A company user outside the photo's project gets 404, as for a foreign file (issue 17).
  'GET /companies/:companyId/files/:fileId': {
    request: { method: 'GET', url: `/companies/${companyId}/files/${photo.id}` },
    expected: { ...moduleRoute(ok), 'UsuarioEmpresa no responsable': [404, common.notFound] },
  },
  'GET /companies/:companyId/events': {
    request: { method: 'GET', url: `/companies/${companyId}/events?after=no-es-un-id` },
    expected: moduleRoute([400, common.invalidRequest]),
  },
  'POST /companies/:companyId/reports': {
    request: { method: 'POST', url: `/companies/${companyId}/reports`, payload: { kind: 'no-existe' } },
    expected: moduleRoute([400, reports.unknownKind]),
  },
  'GET /companies/:companyId/reports/:reportId': {
    request: { method: 'GET', url: `/companies/${companyId}/reports/${unknownId}` },
    expected: moduleRoute([404, common.notFound]),
  },
  'GET /companies/:companyId/reports/:reportId/file': {
    request: { method: 'GET', url: `/companies/${companyId}/reports/${unknownId}/file` },
    expected: moduleRoute([404, common.notFound]),
  },
  'GET /companies/:companyId/reports/:reportId/items/:index/file': {
    request: { method: 'GET', url: `/companies/${companyId}/reports/${unknownId}/items/0/file` },
    expected: moduleRoute([404, common.notFound]),
  },
  'DELETE /internal/companies/:companyId': { request: { method: 'DELETE', url: `/internal/companies/${ctx.newObjectId()}` }, expected: internalRoute },
  'POST /internal/users/:userId/remove-responsable': {
    request: { method: 'POST', url: `/internal/users/${ctx.newObjectId()}/remove-responsable`, payload: { companyId } },
    expected: internalRoute,
  },
  'GET /internal/companies/:companyId/resumen': {
    request: { method: 'GET', url: `/internal/companies/${ctx.newObjectId()}/resumen?desde=2026-11-26T10:00:00.000Z&hasta=2026-11-27T10:00:00.000Z` },
    expected: internalRoute,
  },
};

function headersFor(caller: Caller): Record<string, string> {
  const who = callers[caller];
  if (who === null) return {};
  if (who === 'internal') return { 'x-internal-token': ctx.config.internalToken };
  return ctx.headersOf(who);
}

describe('authorization matrix', () => {
  it('covers exactly the registered routes', () => {
    const registered = ctx.app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(matrix).sort()).toEqual([...registered].sort());
  });

  it('documents every registered route in /openapi.json', async () => {
    expect(await openApiGaps(ctx.app)).toEqual([]);
  });

  for (const [route, { request, expected }] of Object.entries(matrix)) {
    for (const caller of Object.keys(callers) as Caller[]) {
      const want = expected[caller];
      const status = want === ok ? ok : want[0];
      it(`${route} × ${caller} → ${status}`, async () => {
        const response = await ctx.app.inject({ ...request, headers: { ...request.headers, ...headersFor(caller) } });
        expect(response.statusCode).toBe(status);
        if (want !== ok) expect(response.json()).toEqual({ message: want[1] });
      });
    }
  }
});
