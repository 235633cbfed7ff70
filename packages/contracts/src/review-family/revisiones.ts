import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { type ColumnasFamilia, familiaColecciones, nombreRequerido, pageQuery, ResponsableAsignado, responsableId } from './comunes.ts';

/**
 * The revisions of a review project (spec 001 §2 Revisions table, §3 Revision, §5): what both
 * modules share; each module's `revisiones.ts` adds its columns and texts.
 */

/** §9: fallback page size 5 for the revisions and listados tables. */
export const REVISIONES_PAGE_SIZE = 5;
export const REVISIONES_MAX_PAGE_SIZE = 100;

export const RevisionListQuery = pageQuery(REVISIONES_PAGE_SIZE, REVISIONES_MAX_PAGE_SIZE);
export type RevisionListQuery = z.infer<typeof RevisionListQuery>;

export const RevisionDeleted = z.object({ id: ObjectId });
export type RevisionDeleted = z.infer<typeof RevisionDeleted>;

/** The module's columns come after Carpetas (checklist: observations as 'x de y'). */
export type RevisionesFamilyOptions<Columnas extends z.ZodRawShape> = ColumnasFamilia<Columnas>;

export function revisionesFamily<Columnas extends z.ZodRawShape>(options: RevisionesFamilyOptions<Columnas>) {
  const RevisionItem = z.object({
    id: ObjectId,
    projectId: ObjectId,
    Nombre: z.string(),
    /** Number of (not deleted) listados of the revision. */
    Carpetas: z.number().int(),
    ...options.columnas,
    Responsable: ResponsableAsignado.nullable(),
    FechaCreacion: z.string(),
  });
  const RevisionPage = pageOf(RevisionItem);

  /** Create and edit: Nombre required and unique within the project; a responsible chosen (§5). */
  const RevisionBody = z.strictObject({
    Nombre: nombreRequerido(options.validation.nombreRequerido),
    ResponsableId: responsableId(options.validation.responsableRequerido),
  });

  const routes = collectionRoutes({ tags: ['revisiones'], ...familiaColecciones.revisiones });
  const revisionesEndpoints = {
    list: routes.list('Revisiones del proyecto (por nombre)', { query: RevisionListQuery, response: RevisionPage }),
    create: routes.create('Nueva revisión', { body: RevisionBody, response: RevisionItem }),
    get: routes.get('Una revisión', RevisionItem),
    update: routes.update('Editar revisión', { body: RevisionBody, response: RevisionItem }),
    remove: routes.remove('Eliminar revisión (solo sin listados)', RevisionDeleted),
  } as const;

  return { RevisionItem, RevisionPage, RevisionBody, revisionesEndpoints };
}
