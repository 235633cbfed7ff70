import type { Cascade, CascadeRegistry } from '../context.ts';

/** The collections and buckets a company purge or a user removal must reach, in registration order. */
export function cascadeRegistry(): CascadeRegistry {
  const cascades: Cascade[] = [];
  return {
    register(cascade) {
      if (cascades.some((c) => c.name === cascade.name)) throw new Error(`cascade ${cascade.name} registered twice`);
      cascades.push(cascade);
    },
    // One after the other: children before parents (the registration order), and a failure stops the
    // run so admin retries the whole, idempotent, cascade.
    async deleteCompany(companyId) {
      let deleted = 0;
      for (const cascade of cascades) deleted += await cascade.deleteCompany(companyId);
      return deleted;
    },
    async removeUser(companyId, userId) {
      let updated = 0;
      for (const cascade of cascades) if (cascade.removeUser) updated += await cascade.removeUser(companyId, userId);
      return updated;
    },
    names: () => cascades.map((c) => c.name),
  };
}
