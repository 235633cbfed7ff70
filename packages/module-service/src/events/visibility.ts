import type { AccessClaims } from '@insp/contracts';
import { type Connection, Types } from 'mongoose';

import { projectMemberFilter } from '../hierarchy/visibility.ts';
import type { ModuleServiceSpec } from '../spec.ts';
import type { LiveEvent } from './model.ts';

/** Keeps the events of a batch the caller may see, in order. */
export type EventFilter = (events: LiveEvent[]) => Promise<LiveEvent[]>;

const OBJECT_ID = /^[a-f0-9]{24}$/;

/**
 * What a caller's stream may carry (issue 17 §1, the project visibility rule of
 * hierarchy/visibility.ts): managers see every event of the company; a UsuarioEmpresa sees an event
 * of a project (its `parents.projectId`) only while they are one of that project's Encargados or its
 * Responsable, asked of the projects collection for each batch (one query for its projects), so an
 * assignment or its removal counts from the next event on. Events of no project are company-wide.
 * Where the module lets a reviewer read a record outside their projects (`spec.reviewedRecords`,
 * NEO's answer sheets), the events below a record naming them as reviewer reach them too.
 */
export function eventFilterFor(
  db: Connection,
  spec: Pick<ModuleServiceSpec, 'projectsCollection' | 'reviewedRecords'>,
  principal: AccessClaims,
  companyId: string,
): EventFilter | null {
  if (principal.userType !== 'UsuarioEmpresa') return null;
  const tenant = new Types.ObjectId(companyId);
  const me = new Types.ObjectId(principal.sub);
  const projects = db.collection<{ _id: Types.ObjectId }>(spec.projectsCollection);
  const reviewed = spec.reviewedRecords;

  /** Which of these ids name a document of `collection` of the company matching `filter`. */
  const matching = async (collection: string, ids: Set<string>, filter: Record<string, unknown>): Promise<Set<string>> => {
    if (ids.size === 0) return new Set();
    const found = await db
      .collection<{ _id: Types.ObjectId }>(collection)
      .find({ companyId: tenant, _id: { $in: [...ids].map((id) => new Types.ObjectId(id)) }, ...filter }, { projection: { _id: 1 } })
      .toArray();
    return new Set(found.map((doc) => doc._id.toHexString()));
  };
  const idsOf = (events: LiveEvent[], parent: string) =>
    new Set(
      events.flatMap((event) => {
        const id = event.parents[parent];
        return id !== undefined && OBJECT_ID.test(id) ? [id] : [];
      }),
    );

  return async (events) => {
    const seen = await matching(projects.collectionName, idsOf(events, 'projectId'), projectMemberFilter(principal.sub));
    const outside = events.filter((event) => event.parents.projectId !== undefined && !seen.has(event.parents.projectId));
    const reviewing =
      reviewed && outside.length > 0
        ? await matching(reviewed.collection, idsOf(outside, reviewed.parent), { [reviewed.reviewerField]: me })
        : new Set<string>();
    return events.filter((event) => {
      const projectId = event.parents.projectId;
      if (projectId === undefined || seen.has(projectId)) return true;
      const record = reviewed ? event.parents[reviewed.parent] : undefined;
      return record !== undefined && reviewing.has(record);
    });
  };
}
