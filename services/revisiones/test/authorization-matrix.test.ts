/// <reference types="vite/client" />
import { afterAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '@insp/contracts';
import { openApiGaps } from '@insp/service-kit/testing';
import { testContext } from './context.ts';
import { callerNames, ok, type Caller, type Fixture, type Row, type Rows } from './matrix/types.ts';

// Every file of ./matrix/ but types.ts contributes its rows (features, the platform, observations…).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });
const matrix: Record<string, Row> = {};
for (const [file, module] of Object.entries(files)) {
  for (const [route, row] of Object.entries(module.rows)) {
    if (matrix[route]) throw new Error(`${route} has rows in two files (${file})`);
    matrix[route] = row;
  }
}

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const other = ctx.createCompany();
const fixture: Fixture = { ctx, companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId, unknownId: ctx.newObjectId() };

const withoutModule = { Revisiones: false, Checklist: true, ChecklistsOT: true };
const onlyModule = { Revisiones: true, Checklist: false, ChecklistsOT: false };
// The company's UsuarioEmpresa is among the project's Responsables; the module variants are the same person.
const callers: Record<Caller, AccessClaims | 'internal' | null> = {
  anonimo: null,
  Administrador: ctx.administrador,
  AdministradorEmpresa: h.director,
  'AdministradorEmpresa sin módulo': { ...h.director, modules: withoutModule },
  UsuarioEmpresa: h.usuario,
  'UsuarioEmpresa sin módulo': { ...h.usuario, modules: withoutModule },
  'UsuarioEmpresa solo con este módulo': { ...h.usuario, modules: onlyModule },
  'AdministradorEmpresa de otra empresa': other.director,
  'UsuarioEmpresa de otra empresa': other.usuario,
  'servicio interno': 'internal',
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
    for (const caller of callerNames) {
      const want = expected[caller];
      const status = want === ok ? ok : want[0];
      it(`${route} × ${caller} → ${status}`, async () => {
        const options = request(fixture);
        const response = await ctx.app.inject({ ...options, headers: { ...options.headers, ...headersFor(caller) } });
        expect(response.statusCode, response.body).toBe(status);
        if (want !== ok && want.length === 2) expect(response.json()).toEqual({ message: want[1] });
      });
    }
  }
});
