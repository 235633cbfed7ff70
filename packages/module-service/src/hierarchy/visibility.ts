import { Types } from 'mongoose';

/*
 * Who sees a project (spec 000 §6: a UsuarioEmpresa "sees assigned projects"): the platform
 * administrator and the company's director see every project of the company; a company user sees a
 * project they are assigned to, either as one of its Encargados ('Asignar responsables', the
 * Responsables list) or as its Responsable ('Elige al responsable'). The one rule, used by the
 * scopes, the lists and the report jobs of revisiones, checklist-revisiones and neo.
 */

/** The fields of a project that say who is assigned to it. */
export interface ProjectMembers {
  Responsables?: readonly Types.ObjectId[] | null;
  Responsable?: { id: Types.ObjectId } | null;
}

/** The caller as the rule needs it (an AccessClaims or a viewer). */
export interface ProjectViewer {
  userType: string;
  /** The user's id. */
  sub: string;
}

/** True when the user is one of the project's Encargados or its Responsable. */
export function isProjectMember(project: ProjectMembers, userId: string): boolean {
  if (project.Responsable?.id.toHexString() === userId) return true;
  return (project.Responsables ?? []).some((id) => id.toHexString() === userId);
}

/** True when the caller sees the project: managers always, a company user when assigned to it. */
export function seesProject(viewer: ProjectViewer | null | undefined, project: ProjectMembers): boolean {
  if (!viewer) return false;
  if (viewer.userType !== 'UsuarioEmpresa') return true;
  return isProjectMember(project, viewer.sub);
}

/** The database filter (to merge into a projects query) of the projects a user is assigned to. */
export function projectMemberFilter(userId: string): { $or: [{ Responsables: Types.ObjectId }, { 'Responsable.id': Types.ObjectId }] } {
  const id = new Types.ObjectId(userId);
  return { $or: [{ Responsables: id }, { 'Responsable.id': id }] };
}
