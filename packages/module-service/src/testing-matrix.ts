import type { AccessClaims, ModuleFlag, ModuleFlags } from '@insp/contracts';
import { common } from '@insp/messages';
import type { ZodApp } from '@insp/service-kit';
import { openApiGaps } from '@insp/service-kit/testing';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';

/*
 * The authorization matrix of a module service (`@insp/module-service/testing`, vitest only): every
 * registered route × every kind of caller, with the status (and Spanish message) each one gets.
 * Each service keeps its rows in test/matrix/*.ts (one file per feature, so several people add rows
 * without editing one file) over its own fixture; a registered route without a row fails the suite.
 */

export const callerNames = [
  'anonimo',
  'Administrador',
  'AdministradorEmpresa',
  'AdministradorEmpresa sin módulo',
  'UsuarioEmpresa',
  'UsuarioEmpresa sin módulo',
  'UsuarioEmpresa solo con este módulo',
  'UsuarioEmpresa no responsable',
  'AdministradorEmpresa de otra empresa',
  'UsuarioEmpresa de otra empresa',
  'servicio interno',
] as const;
export type Caller = (typeof callerNames)[number];

/** 200, or a status with its `{message}`, or a bare status for answers that are not JSON. */
export type Expected = 200 | readonly [number, string] | readonly [number];

export interface MatrixRow<F> {
  request: (fixture: F) => InjectOptions;
  expected: Record<Caller, Expected>;
}
export type MatrixRows<F> = Record<string, MatrixRow<F>>;

export const ok = 200;
export const unauthenticated = [401, common.unauthenticated] as const;
export const forbidden = [403, common.forbidden] as const;
export const moduleOff = [403, common.moduleDisabled] as const;

const all = (expected: Expected): Record<Caller, Expected> => Object.fromEntries(callerNames.map((caller) => [caller, expected])) as Record<Caller, Expected>;

export const publicRoute = all(ok);
export const internalRoute: Record<Caller, Expected> = { ...all(unauthenticated), 'servicio interno': ok };

/**
 * access.signedIn(module) on a company route (not below a project): `passed` is what a caller past
 * the gate gets, the company user who is not responsible for the fixture's project included.
 */
export function signedIn(passed: Expected): Record<Caller, Expected> {
  return {
    anonimo: unauthenticated,
    Administrador: passed,
    AdministradorEmpresa: passed,
    'AdministradorEmpresa sin módulo': moduleOff,
    UsuarioEmpresa: passed,
    'UsuarioEmpresa sin módulo': moduleOff,
    'UsuarioEmpresa solo con este módulo': passed,
    'UsuarioEmpresa no responsable': passed,
    'AdministradorEmpresa de otra empresa': forbidden,
    'UsuarioEmpresa de otra empresa': forbidden,
    'servicio interno': unauthenticated,
  };
}

/** access.managers(module) on a company route: company users stop at their user type. */
export function managers(passed: Expected): Record<Caller, Expected> {
  return {
    ...signedIn(passed),
    UsuarioEmpresa: forbidden,
    'UsuarioEmpresa sin módulo': forbidden,
    'UsuarioEmpresa solo con este módulo': forbidden,
    'UsuarioEmpresa no responsable': forbidden,
  };
}

/**
 * access.signedIn(module) on a route below the fixture's project (or on what belongs to it, such
 * as its files): a company user of the module who is not among its Encargados nor its Responsable
 * gets `refused` (the project scope's 403, or 404 for what is as unknown as a foreign record).
 */
export function inProject(passed: Expected, refused: Expected = forbidden): Record<Caller, Expected> {
  return { ...signedIn(passed), 'UsuarioEmpresa no responsable': refused };
}

export interface MatrixOptions<F> {
  app: ZodApp;
  /** The module of the service: the "sin módulo" callers lack it, "solo con este módulo" has only it. */
  module: ModuleFlag;
  /**
   * The platform administrator, the fixture company's director and company user (among the
   * project's Responsables), a company user of the module who is neither among the project's
   * Encargados nor its Responsable (issue 17), and another company's.
   */
  people: {
    administrador: AccessClaims;
    director: AccessClaims;
    usuario: AccessClaims;
    noResponsable: AccessClaims;
    otroDirector: AccessClaims;
    otroUsuario: AccessClaims;
  };
  headersOf: (claims: AccessClaims) => Record<string, string>;
  internalToken: string;
  fixture: F;
  /** The rows by file (import.meta.glob of test/matrix/*.ts, eager). */
  files: Record<string, { rows: MatrixRows<F> }>;
}

/** Registers the matrix's tests: coverage of the registered routes, OpenAPI, and every route × caller. */
export function authorizationMatrix<F>({ app, module, people, headersOf, internalToken, fixture, files }: MatrixOptions<F>): void {
  const matrix: MatrixRows<F> = {};
  for (const [file, { rows }] of Object.entries(files)) {
    for (const [route, row] of Object.entries(rows)) {
      if (matrix[route]) throw new Error(`${route} has rows in two files (${file})`);
      matrix[route] = row;
    }
  }
  const every = (value: boolean): ModuleFlags => ({ Revisiones: value, Checklist: value, ChecklistsOT: value });
  const withoutModule: ModuleFlags = { ...every(true), [module]: false };
  const onlyModule: ModuleFlags = { ...every(false), [module]: true };
  const callers: Record<Caller, AccessClaims | 'internal' | null> = {
    anonimo: null,
    Administrador: people.administrador,
    AdministradorEmpresa: people.director,
    'AdministradorEmpresa sin módulo': { ...people.director, modules: withoutModule },
    UsuarioEmpresa: people.usuario,
    'UsuarioEmpresa sin módulo': { ...people.usuario, modules: withoutModule },
    'UsuarioEmpresa solo con este módulo': { ...people.usuario, modules: onlyModule },
    'UsuarioEmpresa no responsable': people.noResponsable,
    'AdministradorEmpresa de otra empresa': people.otroDirector,
    'UsuarioEmpresa de otra empresa': people.otroUsuario,
    'servicio interno': 'internal',
  };
  const headersFor = (caller: Caller): Record<string, string> => {
    const who = callers[caller];
    if (who === null) return {};
    if (who === 'internal') return { 'x-internal-token': internalToken };
    return headersOf(who);
  };

  describe('authorization matrix', () => {
    it('covers exactly the registered routes', () => {
      const registered = app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
      expect(Object.keys(matrix).sort()).toEqual([...registered].sort());
    });

    it('documents every registered route in /openapi.json', async () => {
      expect(await openApiGaps(app)).toEqual([]);
    });

    for (const [route, { request, expected }] of Object.entries(matrix)) {
      for (const caller of callerNames) {
        const want = expected[caller];
        const status = want === ok ? ok : want[0];
        it(`${route} × ${caller} → ${status}`, async () => {
          const options = request(fixture);
          const response = await app.inject({ ...options, headers: { ...options.headers, ...headersFor(caller) } });
          expect(response.statusCode, response.body).toBe(status);
          if (want !== ok && want.length === 2) expect(response.json()).toEqual({ message: want[1] });
        });
      }
    }
  });
}
