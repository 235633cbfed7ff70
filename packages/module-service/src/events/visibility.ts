import { Types, type Connection } from 'mongoose';
import type { AccessClaims } from '@insp/contracts';
import { projectMemberFilter } from '../hierarchy/visibility.ts';
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
 */
export function eventFilterFor(db: Connection, projectsCollection: string, principal: AccessClaims, companyId: string): EventFilter | null {
  if (principal.userType !== 'UsuarioEmpresa') return null;
  const projects = db.collection<{ _id: Types.ObjectId }>(projectsCollection);
  const member = projectMemberFilter(principal.sub);
  return async (events) => {
    const named = new Set<string>();
    for (const event of events) {
      const projectId = event.parents.projectId;
      if (projectId !== undefined && OBJECT_ID.test(projectId)) named.add(projectId);
    }
    const seen = new Set<string>();
    if (named.size > 0) {
      const found = await projects
        .find({ companyId: new Types.ObjectId(companyId), _id: { $in: [...named].map((id) => new Types.ObjectId(id)) }, ...member }, { projection: { _id: 1 } })
        .toArray();
      for (const project of found) seen.add(project._id.toHexString());
    }
    return events.filter((event) => {
      const projectId = event.parents.projectId;
      return projectId === undefined || seen.has(projectId);
    });
  };
}
