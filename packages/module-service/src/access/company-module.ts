import type { AccessClaims, CompanyDetail, ModuleFlag } from '@insp/contracts';
import { common } from '@insp/messages';
import { HttpError, type ZodApp } from '@insp/service-kit';

import type { AdminClient } from '../context.ts';

/** Whether the company has the module switched on (its 'Activado' switch in admin). */
export function companyModuleOn(company: Pick<CompanyDetail, 'Revisiones' | 'CheckList' | 'ChecklistsOT'>, module: ModuleFlag): boolean {
  if (module === 'Revisiones') return company.Revisiones.Activado;
  if (module === 'Checklist') return company.CheckList.Activado;
  return company.ChecklistsOT.Activado;
}

const OBJECT_ID = /^[a-f0-9]{24}$/;

/**
 * The rule below for one caller and company: an Administrador acting on a company whose module is
 * switched off is refused with 403 `companyModuleDisabled` (also used by open event streams).
 */
export async function assertCompanyModuleOn(admin: AdminClient, principal: AccessClaims | null, module: ModuleFlag, companyId: string): Promise<void> {
  if (principal?.userType !== 'Administrador' || !OBJECT_ID.test(companyId)) return;
  const company = await admin.company(companyId);
  if (company && !companyModuleOn(company, module)) throw new HttpError(403, common.companyModuleDisabled);
}

/**
 * A module a company has switched off is off for the Administrador too (issue 16). A company
 * user's token already carries user flag AND company module (service-kit checks it); the
 * Administrador's carries every module, so on a route of a company (`:companyId`) gated on a module
 * the company's own switch is read from admin (cached) and an off module answers 403
 * `companyModuleDisabled`. Runs after the auth and the tenant guard, before the body is validated.
 */
export function installCompanyModuleGuard(app: ZodApp, admin: AdminClient): void {
  app.addHook('preValidation', async (request) => {
    if (request.principal?.userType !== 'Administrador') return;
    const module = request.routeOptions.config.access?.module;
    if (!module) return;
    const companyId = (request.params as Record<string, unknown> | undefined)?.companyId;
    if (typeof companyId !== 'string') return;
    await assertCompanyModuleOn(admin, request.principal, module, companyId);
  });
}
