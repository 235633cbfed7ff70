import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';

import type { ModuleContext } from '../context.ts';
import type { Actor } from '../events/appender.ts';
import type { ParentField } from './records.ts';

/*
 * What the hierarchy's levels (projects, revisions, listados) do alike around their own rules:
 * record their writes in the event log, and go with a purged project, a removed company or user.
 */

export const recordOf = (doc: object) => doc as unknown as Record<string, unknown>;

/**
 * The event log of a level's writes: each one under the spec's entity name, with the changes of
 * its logged fields (none before a creation) and its ancestors, so live screens know what to refresh.
 */
export function levelLog<D extends { _id: Types.ObjectId }>(
  events: ModuleContext['events'],
  entity: string,
  loggedFields: readonly string[],
  parentsOf: (doc: D) => Record<string, string>,
) {
  return async (companyId: string, actor: Actor, action: string, before: D | null, after: D): Promise<void> => {
    await events.append({
      companyId,
      actor,
      entity,
      entityId: after._id.toHexString(),
      action,
      changes: events.diff(before ? recordOf(before) : {}, recordOf(after), loggedFields),
      parents: parentsOf(after),
    });
  };
}

/** The storage calls a level's removals make (the hierarchy's store). */
interface RemovableStore {
  idsWhere(companyId: string, field: ParentField, id: Types.ObjectId): Promise<string[]>;
  deleteWhere(companyId: string, filter: Record<string, unknown>): Promise<number>;
  deleteCompany(companyId: string): Promise<number>;
  clearResponsable(companyId: string, userId: string): Promise<number>;
}

/**
 * A level below the project: its part of a project's purge (lifecycle onPurgeProject: every record
 * of the project, their files released first), the company cascade, and the user cascade (records
 * the user was responsible for show none).
 */
export function levelRemovals(store: RemovableStore, files: ModuleContext['files'], entity: string) {
  return {
    async purgeProject(companyId: string, projectId: string): Promise<void> {
      const ids = await store.idsWhere(companyId, 'projectId', oid(projectId));
      if (ids.length > 0)
        await files.releaseOwners(
          companyId,
          ids.map((id) => ({ entity, id })),
        );
      await store.deleteWhere(companyId, { projectId: oid(projectId) });
    },

    deleteCompany: (companyId: string) => store.deleteCompany(companyId),
    removeUser: (companyId: string, userId: string) => store.clearResponsable(companyId, userId),
  };
}
