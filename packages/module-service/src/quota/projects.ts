import { common } from '@insp/messages';
import { HttpError } from '@insp/service-kit';

import type { ModuleContext } from '../context.ts';
import { quotaSlots } from './slots.ts';

/** What the quota needs to know of a module's projects. */
export interface ProjectCounts {
  /** The company's used count: its projects that are not deleted. */
  countActive(companyId: string): Promise<number>;
  /** Their ids (a slot without one of them is a create that died half-way). */
  activeIds(companyId: string): Promise<string[]>;
}

/**
 * The one quota-bound project creation of the module services (spec 000 §9, the module's
 * Limite…): a create or restore claims a slot below the company's limit before it writes, gives it
 * back when the write fails or finds the name taken, and tells admin the used count afterwards; a
 * delete releases its slot. Every function takes the tenant first.
 */
export function projectQuota(context: Pick<ModuleContext, 'db' | 'admin' | 'spec'>, projects: ProjectCounts) {
  const { admin } = context;
  const MODULE = context.spec.module;
  const slots = quotaSlots(context.db);

  /** Takes a quota slot for the project; 403 when the company has the module off, 409 `limitText` at the limit. */
  async function claim(companyId: string, projectId: string, limitText: string): Promise<void> {
    const quota = await admin.quota(companyId, MODULE, await projects.countActive(companyId));
    if (!quota.Activado) throw new HttpError(403, common.moduleDisabled);
    if (!quota.allowed) throw new HttpError(409, limitText);
    if (await slots.claim(companyId, MODULE, projectId, quota.limit)) return;
    // A create that died between its claim and its insert leaves a slot without a project.
    if ((await slots.reconcile(companyId, MODULE, await projects.activeIds(companyId))) > 0) {
      if (await slots.claim(companyId, MODULE, projectId, quota.limit)) return;
    }
    throw new HttpError(409, limitText);
  }

  const release = (companyId: string, projectId: string): Promise<void> => slots.release(companyId, MODULE, projectId);

  return {
    claim,
    release,

    /**
     * Writes a project within a slot: claims it (409 `limitText`), runs `write`, and gives the slot
     * back when `write` throws or answers null (then `refused`: the name is taken, the record gone).
     */
    async within<D>(companyId: string, projectId: string, limitText: string, write: () => Promise<D | null>, refused: HttpError): Promise<D> {
      await claim(companyId, projectId, limitText);
      let written: D | null;
      try {
        written = await write();
      } catch (error) {
        await release(companyId, projectId);
        throw error;
      }
      if (written === null) {
        await release(companyId, projectId);
        throw refused;
      }
      return written;
    },

    /** Tells admin the used count; a failure is logged (`log`), never undoes the write. */
    async reportUsage(companyId: string, log: (error: unknown) => void): Promise<void> {
      try {
        await admin.reportUsage(companyId, MODULE, await projects.countActive(companyId));
      } catch (error) {
        log(error);
      }
    },

    /** Company cascade: the company's slots. */
    deleteCompany: (companyId: string): Promise<number> => slots.deleteCompany(companyId),
  };
}

export type ProjectQuota = ReturnType<typeof projectQuota>;
