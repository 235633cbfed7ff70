import type { InternalCompanyFull } from '@insp/contracts';

import type { AdminClient } from '../context.ts';

/** The company and what the caller looked for in it (undefined: admin does not know it either). */
export interface CompanyHaving<T> {
  company: InternalCompanyFull;
  found: T | undefined;
}

/**
 * The company, with the entry `pick` finds in it (a template, a list of checks), asked of admin afresh
 * once when the cached copy lacks it: a director who assigns a template a moment after creating it
 * must not get 'not found' because the module read the company within the admin client's cache
 * period. An id admin does not know either costs that one extra read. Null: the company is unknown.
 */
export async function companyHaving<T>(
  admin: AdminClient,
  companyId: string,
  pick: (company: InternalCompanyFull) => T | undefined,
): Promise<CompanyHaving<T> | null> {
  const cached = await admin.company(companyId);
  const found = cached ? pick(cached) : undefined;
  if (cached && found !== undefined) return { company: cached, found };
  const fresh = await freshCompany(admin, companyId);
  return fresh ? { company: fresh, found: pick(fresh) } : null;
}

/**
 * The company as admin has it now (the cached copy dropped first): for the lists a director picks from
 * right after editing them in admin — the checklist templates 'Asignar checklist' offers, each with its
 * error types. Within the admin client's cache period a template created, or given its subcontracts, a
 * moment ago would be missing or counted without them (the demo seed, which adds subcontracts to the
 * templates and then lists them, failed that way when a module read the company in between).
 */
export async function freshCompany(admin: AdminClient, companyId: string): Promise<InternalCompanyFull | null> {
  admin.forget(companyId);
  return admin.company(companyId);
}
