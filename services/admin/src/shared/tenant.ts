import { common, companyAdmin } from '@insp/messages';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';

import type { EmpresaDoc } from '../models/index.ts';
import { findCompany } from '../repositories/companies.ts';

/** The company, or 404 (also while it is being purged: it is already gone for its users). */
export async function companyOr404(db: Connection, companyId: string): Promise<EmpresaDoc> {
  const company = await findCompany(db, companyId);
  if (!company || company.Purga) throw new HttpError(404, common.notFound);
  return company;
}

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface TenantOptions {
  /** The feature decides itself what a soft-deleted company allows (the companies feature: 'Restaurar'). */
  writesWhenDeleted?: boolean;
}

/**
 * The company a `/companies/:companyId/…` request acts on: the route's company for the platform
 * administrator, the caller's own for everyone else (403 otherwise), 404 when it does not exist.
 * A soft-deleted company is read-only: writes answer 409 until it is restored.
 */
export async function tenantCompany(db: Connection, request: FastifyRequest, options: TenantOptions = {}): Promise<EmpresaDoc> {
  const params = request.params as { companyId?: unknown } | undefined;
  const routeCompany = typeof params?.companyId === 'string' ? params.companyId : '';
  const company = await companyOr404(db, tenantCompanyId(request, routeCompany));
  if (!company.Activado && !options.writesWhenDeleted && !reads.has(request.method)) throw new HttpError(409, companyAdmin.companyDeleted);
  return company;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant's company, set by the preHandler of features whose parent record is the company itself. */
    tenant: EmpresaDoc | null;
  }
}

/**
 * For a feature plugin whose records live inside the company: one preHandler resolves the tenant's
 * company before any handler runs, and `tenantOf` hands it to them.
 */
export function resolveTenant(feature: ZodApp, options: TenantOptions = {}): void {
  feature.decorateRequest('tenant', null);
  feature.addHook('preHandler', async (request) => {
    // Collection routes of the same feature (`/companies`) have no tenant to resolve.
    const params = request.params as { companyId?: unknown } | undefined;
    if (params?.companyId !== undefined) request.tenant = await tenantCompany(feature.db, request, options);
  });
}

export function tenantOf(request: FastifyRequest): EmpresaDoc {
  if (!request.tenant) throw new Error('the tenant preHandler did not run');
  return request.tenant;
}
