import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { ObjectId } from '../identity.ts';

/**
 * The review family (revision projects and checklist-review projects, spec 001): the project →
 * revision → listado hierarchy both modules share, and the pieces their contracts are built from.
 */

/** Route params of the hierarchy. */
export const ProyectoParams = z.strictObject({ companyId: ObjectId, projectId: ObjectId });
export type ProyectoParams = z.infer<typeof ProyectoParams>;
export const RevisionParams = z.strictObject({ companyId: ObjectId, projectId: ObjectId, revisionId: ObjectId });
export type RevisionParams = z.infer<typeof RevisionParams>;
export const ListadoParams = z.strictObject({ companyId: ObjectId, projectId: ObjectId, revisionId: ObjectId, listadoId: ObjectId });
export type ListadoParams = z.infer<typeof ListadoParams>;

/**
 * The collections of that hierarchy, each below the one before: its path, its params and its
 * records' (what `collectionRoutes` takes besides the tags).
 */
const proyecto = '/companies/:companyId/projects/:projectId';
export const familiaColecciones = {
  proyectos: { base: '/companies/:companyId/projects', params: CompanyParams, item: { segment: ':projectId', params: ProyectoParams } },
  revisiones: { base: `${proyecto}/revisiones`, params: ProyectoParams, item: { segment: ':revisionId', params: RevisionParams } },
  listados: { base: `${proyecto}/revisiones/:revisionId/listados`, params: RevisionParams, item: { segment: ':listadoId', params: ListadoParams } },
};

/** What a module gives the family's revisions and listados: its columns and its dialog's texts. */
export interface ColumnasFamilia<Columnas extends z.ZodRawShape> {
  columnas: Columnas;
  validation: { nombreRequerido: string; responsableRequerido: string };
}

/** Who is responsible for a project, revision or listado (Responsable / Encargado and Cargo columns). */
export const ResponsableAsignado = z.object({
  /** The user's id. */
  id: ObjectId,
  NombreCompleto: z.string(),
  Cargo: z.string(),
  /** ISO date of the assignment. */
  FechaAsignado: z.string(),
});
export type ResponsableAsignado = z.infer<typeof ResponsableAsignado>;

export const EstadoRegistro = z.enum(['Activo', 'Eliminado']);
export type EstadoRegistro = z.infer<typeof EstadoRegistro>;

/** A page whose size is bounded by the list's own limit (the projects table goes up to 140). */
export const pageQuery = (defaultSize: number, maxSize: number) =>
  z.strictObject({ page: z.coerce.number().int().min(0).default(0), pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize) });

/** The responsible chosen in a dialog: required, with its own message when left empty. */
export const responsableId = (required: string) => z.string({ error: required }).regex(/^[a-f0-9]{24}$/, required);

/** A name field of a dialog: trimmed, required and at most 200 characters, refused with the dialog's text. */
export const nombreRequerido = (required: string) => z.string({ error: required }).trim().min(1, required).max(200, required);
