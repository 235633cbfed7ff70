import { CompanyDataDeleted, CompanyParams, RemoveResponsableBody, ResponsableRemoved, UserParams } from '@insp/contracts';
import type { ZodApp } from '@insp/service-kit';

import type { CascadeRegistry } from '../context.ts';

/** Idempotent cascades called by admin (x-internal-token), retried until every service confirms. */
export function cascadeRoutes(app: ZodApp, cascades: CascadeRegistry): void {
  app.delete(
    '/internal/companies/:companyId',
    { config: { internal: true }, schema: { params: CompanyParams, response: { 200: CompanyDataDeleted } } },
    async (request) => ({ deleted: await cascades.deleteCompany(request.params.companyId) }),
  );

  app.post(
    '/internal/users/:userId/remove-responsable',
    { config: { internal: true }, schema: { params: UserParams, body: RemoveResponsableBody, response: { 200: ResponsableRemoved } } },
    async (request) => ({ updated: await cascades.removeUser(request.body.companyId, request.params.userId) }),
  );
}
