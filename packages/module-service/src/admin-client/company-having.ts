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
  admin.forget(companyId);
  const fresh = await admin.company(companyId);
  return fresh ? { company: fresh, found: pick(fresh) } : null;
}
