import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import type { ProjectMembers } from '../hierarchy/visibility.ts';
import type { ResumenProyecto } from './provider.ts';

/** Who a project's items go to: its Responsable and its Encargados (the Responsables list), once each. */
export function projectMembers(project: ProjectMembers): string[] {
  const ids = [...(project.Responsable ? [project.Responsable.id] : []), ...(project.Responsables ?? [])];
  return [...new Set(ids.map((id) => id.toHexString()))];
}

interface ReviewProjectFields extends ProjectMembers {
  _id: Types.ObjectId;
  NombreProyecto: string;
}

/**
 * The active projects of a review module (revisiones, checklist-revisiones: `Estado: 'Activo'`, named
 * NombreProyecto), with the stored document for the provider's own fields (the project's days…).
 */
export async function activeReviewProjects<D extends ReviewProjectFields>(
  db: Connection,
  collection: string,
  companyId: string,
): Promise<(ResumenProyecto & { doc: D })[]> {
  const docs = await db
    .collection<D>(collection)
    .find({ companyId: oid(companyId), Estado: 'Activo' } as object)
    .toArray();
  return docs.map((doc) => ({ id: doc._id.toHexString(), nombre: doc.NombreProyecto, miembros: projectMembers(doc as D), doc: doc as D }));
}
