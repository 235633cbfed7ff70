import { common } from '@insp/messages';

import { HttpError } from './http-error.ts';
import type { ZodApp } from './types.ts';

/**
 * Refuses a company user on another company's route before the body is even validated, so a
 * foreign company id always answers 403 and never reveals anything about the payload rules.
 * (tenantCompanyId does the same check inside handlers; this runs earlier, for every route.)
 */
export function installTenantGuard(app: ZodApp): void {
  app.addHook('preValidation', async (request) => {
    const principal = request.principal;
    if (!principal || principal.userType === 'Administrador') return;
    const params = request.params as Record<string, unknown> | undefined;
    const routeCompany = params?.companyId;
    if (typeof routeCompany === 'string' && routeCompany !== principal.companyId) throw new HttpError(403, common.forbidden);
  });
}
