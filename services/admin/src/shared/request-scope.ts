import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';

import type { EmpresaDoc } from '../models/index.ts';
import { tenantCompany } from './tenant.ts';

/** A feature's per-request scope: what its folder-level preHandler resolved once, read by every handler of the feature. */
export interface RequestScope<Scope> {
  /** The preHandler that resolves the scope before any handler of the feature runs. */
  resolver(resolve: (request: FastifyRequest) => Promise<Scope>): (request: FastifyRequest) => Promise<void>;
  /** The scope the preHandler resolved (a programming error when it did not run). */
  of(request: FastifyRequest): Scope;
}

export function requestScope<Scope>(feature: string): RequestScope<Scope> {
  const scopes = new WeakMap<FastifyRequest, Scope>();
  return {
    resolver: (resolve) => async (request) => {
      scopes.set(request, await resolve(request));
    },
    of(request) {
      const scope = scopes.get(request);
      if (scope === undefined) throw new Error(`${feature}: the scope preHandler did not run`);
      return scope;
    },
  };
}

/** The tenant's company and the record its route names by `:param` (absent on the feature's collection routes). */
export interface CompanyTargetScope<Target> {
  resolver(db: Connection, load: (company: EmpresaDoc, id: string, request: FastifyRequest) => Promise<Target>): (request: FastifyRequest) => Promise<void>;
  companyOf(request: FastifyRequest): EmpresaDoc;
  targetOf(request: FastifyRequest): { company: EmpresaDoc; target: Target };
}

export function companyTargetScope<Target>(feature: string, param: string): CompanyTargetScope<Target> {
  const scope = requestScope<{ company: EmpresaDoc; target: Target | null }>(feature);
  return {
    resolver: (db, load) =>
      scope.resolver(async (request) => {
        const company = await tenantCompany(db, request);
        const id = (request.params as Partial<Record<string, string>>)[param];
        return { company, target: id === undefined ? null : await load(company, id, request) };
      }),
    companyOf: (request) => scope.of(request).company,
    targetOf(request) {
      const { company, target } = scope.of(request);
      if (target === null) throw new Error(`${feature}: route without :${param}`);
      return { company, target };
    },
  };
}
