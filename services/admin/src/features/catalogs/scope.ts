import type { FastifyRequest } from 'fastify';

import type { CatalogItemDoc, CatalogKind } from '../../models/index.ts';
import { requestScope } from '../../shared/request-scope.ts';
import type { CatalogPlace } from './repository.ts';
import type { CatalogsService } from './service.ts';

/** What the feature's preHandler resolved, once per request. */
export interface CatalogsScope {
  /** The tenant: 'global' or the company id (hex). */
  scope: string;
  /** The subcontract of `:subcontratoId` (Errores Tipo routes). */
  subcontrato: CatalogItemDoc | null;
}

const catalogsScope = requestScope<CatalogsScope>('catalogs');
const scopeOf = (request: FastifyRequest): CatalogsScope => catalogsScope.of(request);

/** Resolves the tenant scope (after checking the company) and the parent subcontract before any handler runs. */
export function resolveCatalogsScope(tenantScope: (request: FastifyRequest) => Promise<string>, catalogs: CatalogsService) {
  return catalogsScope.resolver(async (request) => {
    const scope = await tenantScope(request);
    const { subcontratoId } = request.params as { subcontratoId?: string };
    return { scope, subcontrato: subcontratoId === undefined ? null : await catalogs.subcontrato(scope, subcontratoId) };
  });
}

/** A top-level catalogue of the scope. */
export const placeOf = (request: FastifyRequest, kind: CatalogKind): CatalogPlace => ({ scope: scopeOf(request).scope, kind, parent: '' });

/** The Errores Tipo of the route's subcontract. */
export function erroresPlaceOf(request: FastifyRequest): { place: CatalogPlace; subcontrato: CatalogItemDoc } {
  const { scope, subcontrato } = scopeOf(request);
  if (!subcontrato) throw new Error('catalogs: route without :subcontratoId');
  return { place: { scope, kind: 'erroresTipo', parent: subcontrato._id.toHexString() }, subcontrato };
}

/** The route's subcontract and its tenant scope (contacts routes). */
export function subcontratoOf(request: FastifyRequest): { scope: string; subcontrato: CatalogItemDoc } {
  const { scope, subcontrato } = scopeOf(request);
  if (!subcontrato) throw new Error('catalogs: route without :subcontratoId');
  return { scope, subcontrato };
}
