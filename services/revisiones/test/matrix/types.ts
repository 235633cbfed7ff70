import type { InjectOptions } from 'fastify';
import { common } from '@insp/messages';
import type { TestContext } from '../context.ts';

/**
 * Shared vocabulary of the authorization matrix (../authorization-matrix.test.ts): every file of
 * this folder but this one exports `rows`, the routes it knows, so several people add rows without
 * editing one file. A registered route without a row fails the suite.
 */

export const callerNames = [
  'anonimo',
  'Administrador',
  'AdministradorEmpresa',
  'AdministradorEmpresa sin módulo',
  'UsuarioEmpresa',
  'UsuarioEmpresa sin módulo',
  'UsuarioEmpresa solo con este módulo',
  'AdministradorEmpresa de otra empresa',
  'UsuarioEmpresa de otra empresa',
  'servicio interno',
] as const;
export type Caller = (typeof callerNames)[number];

/** What the matrix runs against: one company with a project (its UsuarioEmpresa among the Responsables), a revision and a listado. */
export interface Fixture {
  ctx: TestContext;
  companyId: string;
  projectId: string;
  revisionId: string;
  listadoId: string;
  /** An id nothing has (unknown records answer 404 to the callers who pass the gate). */
  unknownId: string;
}

/** 200, or a status with its `{message}`, or a bare status for answers that are not JSON. */
export type Expected = 200 | readonly [number, string] | readonly [number];

export interface Row {
  request: (f: Fixture) => InjectOptions;
  expected: Record<Caller, Expected>;
}
export type Rows = Record<string, Row>;

export const ok = 200;
export const unauthenticated = [401, common.unauthenticated] as const;
export const forbidden = [403, common.forbidden] as const;
export const moduleOff = [403, common.moduleDisabled] as const;

const all = (expected: Expected): Record<Caller, Expected> =>
  Object.fromEntries(callerNames.map((caller) => [caller, expected])) as Record<Caller, Expected>;

export const publicRoute = all(ok);
export const internalRoute: Record<Caller, Expected> = { ...all(unauthenticated), 'servicio interno': ok };

/** access.signedIn(module) on a company route: `passed` is what a caller past the gate gets. */
export function signedIn(passed: Expected): Record<Caller, Expected> {
  return {
    anonimo: unauthenticated,
    Administrador: passed,
    AdministradorEmpresa: passed,
    'AdministradorEmpresa sin módulo': moduleOff,
    UsuarioEmpresa: passed,
    'UsuarioEmpresa sin módulo': moduleOff,
    'UsuarioEmpresa solo con este módulo': passed,
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
  };
}
