import type { AccessClaims } from '@insp/contracts';
import { type Connection, Types } from 'mongoose';

import type { FileOwnerKind } from '../context.ts';
import { type ProjectMembers, seesProject } from '../hierarchy/visibility.ts';
import type { ModuleServiceSpec } from '../spec.ts';
import { type Archivo, archivoModel } from './model.ts';

const registries = new WeakMap<Connection, FileOwnerRegistry>();

/**
 * The entities whose records hold files, declared by the features that attach them
 * (`files.ownedBy`): one registry per service database, shared by its file stores and its route.
 */
export function fileOwnersOf(db: Connection): FileOwnerRegistry {
  let registry = registries.get(db);
  if (!registry) {
    registry = fileOwnerRegistry();
    registries.set(db, registry);
  }
  return registry;
}

function fileOwnerRegistry() {
  const kinds = new Map<string, FileOwnerKind>();
  return {
    register(entity: string, kind: FileOwnerKind): void {
      kinds.set(entity, kind);
    },
    get(entity: string): FileOwnerKind | undefined {
      return kinds.get(entity);
    },
  };
}
export type FileOwnerRegistry = ReturnType<typeof fileOwnerRegistry>;

/** A project as the rule reads it: who is assigned, and whether it is deleted (hierarchy's Estado, NEO's Eliminado). */
type ProjectDoc = ProjectMembers & { _id: Types.ObjectId; companyId: Types.ObjectId; Estado?: string; Eliminado?: boolean };

/** What the rule reads of a file. */
export type FileAccessDoc = Pick<Archivo, 'owner' | 'uploadedBy'> & { _id: Types.ObjectId; companyId: Types.ObjectId };

/**
 * Who may read a file with a bearer token (issue 17): the file goes where its record goes.
 * - Attached: managers of the company (they see every project); a UsuarioEmpresa who sees the
 *   record's project (`seesProject`, the one rule) while it is not deleted, or whom the entity lets
 *   read it besides (`alsoReadBy`, NEO's sheet reviewers).
 * - Not attached yet (just uploaded, the capture not sent): only the user who uploaded it.
 * Signed links (spreadsheets) are checked apart, by their signature.
 */
export function fileAccess(db: Connection, spec: Pick<ModuleServiceSpec, 'projectsCollection'>, owners: FileOwnerRegistry = fileOwnersOf(db)) {
  const Archivos = archivoModel(db);
  const Proyectos = db.collection<ProjectDoc>(spec.projectsCollection);

  /** The project of the file's record: recorded at attach, or looked up once (files attached before) and recorded. */
  async function projectOf(file: FileAccessDoc, owner: NonNullable<Archivo['owner']>, kind: FileOwnerKind | undefined): Promise<Types.ObjectId | null> {
    if (owner.projectId) return owner.projectId;
    if (!kind || !/^[a-f0-9]{24}$/i.test(owner.id)) return null;
    const record = await db
      .collection<{ _id: Types.ObjectId; companyId: Types.ObjectId; projectId?: Types.ObjectId }>(kind.collection)
      .findOne({ companyId: file.companyId, _id: new Types.ObjectId(owner.id) }, { projection: { projectId: 1 } });
    const projectId = record?.projectId ?? null;
    if (projectId) {
      await Archivos.updateOne({ _id: file._id, 'owner.entity': owner.entity, 'owner.id': owner.id }, { $set: { 'owner.projectId': projectId } });
    }
    return projectId;
  }

  return async function mayRead(file: FileAccessDoc, principal: AccessClaims): Promise<boolean> {
    const owner = file.owner;
    if (!owner) return file.uploadedBy !== null && file.uploadedBy.toHexString() === principal.sub;
    if (principal.userType !== 'UsuarioEmpresa') return true;
    const kind = owners.get(owner.entity);
    const projectId = await projectOf(file, owner, kind);
    if (projectId) {
      const project = await Proyectos.findOne(
        { companyId: file.companyId, _id: projectId },
        { projection: { Responsables: 1, Responsable: 1, Estado: 1, Eliminado: 1 } },
      );
      const deleted = project?.Estado === 'Eliminado' || project?.Eliminado === true;
      if (project && !deleted && seesProject(principal, project)) return true;
      if (!project || deleted) return false;
    }
    if (!kind?.alsoReadBy) return false;
    return kind.alsoReadBy({ companyId: file.companyId.toHexString(), recordId: owner.id, userId: principal.sub });
  };
}
export type FileAccess = ReturnType<typeof fileAccess>;
