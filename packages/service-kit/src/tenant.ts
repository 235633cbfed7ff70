import { common } from '@insp/messages';
import type { FastifyRequest } from 'fastify';

import { HttpError } from './http-error.ts';

/**
 * The company a request acts on: an Administrador acts on the company named in the route,
 * everyone else on the company in their token (403 when the route names another one).
 */
export function tenantCompanyId(request: FastifyRequest, routeCompanyId: string): string {
  const principal = request.principal;
  if (!principal) throw new HttpError(401, common.unauthenticated);
  if (principal.userType === 'Administrador') return routeCompanyId;
  if (!principal.companyId || principal.companyId !== routeCompanyId) throw new HttpError(403, common.forbidden);
  return principal.companyId;
}
