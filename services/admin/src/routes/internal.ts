import { CompanyParams, ErrorResponse, InternalCompany, SessionStateResponse, UserParams } from '@insp/contracts';
import { common } from '@insp/messages';
import { HttpError, type ZodApp } from '@insp/service-kit';
import { findCompany } from '../repositories/companies.ts';
import { sessionState } from '../repositories/users.ts';
import { toDetail } from './companies.ts';

/** Service-to-service routes: header x-internal-token; the gateway never forwards /internal. */
export function internalRoutes(app: ZodApp): void {
  app.get(
    '/internal/sessions/:userId',
    {
      config: { internal: true },
      schema: { hide: true, params: UserParams, response: { 200: SessionStateResponse, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => {
      const state = await sessionState(app.db, request.params.userId);
      if (!state) throw new HttpError(404, common.notFound);
      return state;
    },
  );

  app.get(
    '/internal/companies/:companyId',
    {
      config: { internal: true },
      schema: { hide: true, params: CompanyParams, response: { 200: InternalCompany, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => {
      const company = await findCompany(app.db, request.params.companyId);
      if (!company) throw new HttpError(404, common.notFound);
      return toDetail(company);
    },
  );
}
