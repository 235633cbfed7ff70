import { z } from 'zod';

import { CalendarDate } from '../calendar-date.ts';
import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import {
  type ColumnasFamilia,
  EstadoRegistro,
  familiaColecciones,
  ListadoParams,
  nombreRequerido,
  pageQuery,
  ResponsableAsignado,
  responsableId,
} from './comunes.ts';

/**
 * The listados of a revision (spec 001 §2 'Listados', §3 Listado, §4, §5): what both review modules
 * share; each module's `listados.ts` adds its columns, texts and own routes.
 */

export const LISTADOS_PAGE_SIZE = 5;
export const LISTADOS_MAX_PAGE_SIZE = 100;

/** 'Ordenar por': Nombre (default) or Fecha de creación (oldest first). */
export const ListadoOrden = z.enum(['nombre', 'fecha']);
export type ListadoOrden = z.infer<typeof ListadoOrden>;

export const ListadoListQuery = pageQuery(LISTADOS_PAGE_SIZE, LISTADOS_MAX_PAGE_SIZE).extend({ orden: ListadoOrden.default('nombre') });
export type ListadoListQuery = z.infer<typeof ListadoListQuery>;

/** Proposed or real date of a listado: a calendar date ('YYYY-MM-DD'), stored and answered as written. */
export const ListadoFechaBody = z.strictObject({ Fecha: CalendarDate });
export type ListadoFechaBody = z.infer<typeof ListadoFechaBody>;

/**
 * The names above a listado, for the breadcrumbs of a screen under it (a capture page on a phone):
 * read with the listado's access, in one request, without the counters each level's item carries.
 */
export const ListadoRuta = z.object({ NombreProyecto: z.string(), NombreRevision: z.string(), NombreListado: z.string() });
export type ListadoRuta = z.infer<typeof ListadoRuta>;

/** The module's columns come after Nombre (the Observaciones column and what else the row shows). */
export interface ListadosFamilyOptions<Columnas extends z.ZodRawShape> extends ColumnasFamilia<Columnas> {
  /** Summary of the list route. */
  listSummary: string;
}

export function listadosFamily<Columnas extends z.ZodRawShape>(options: ListadosFamilyOptions<Columnas>) {
  const ListadoItem = z.object({
    id: ObjectId,
    projectId: ObjectId,
    revisionId: ObjectId,
    Nombre: z.string(),
    ...options.columnas,
    /** Encargado and Cargo columns. */
    Responsable: ResponsableAsignado.nullable(),
    FechaCreacion: z.string(),
    /** Calendar dates ('YYYY-MM-DD'): the day chosen, whatever the time zone. */
    FechaPropuesta: CalendarDate.nullable(),
    FechaReal: CalendarDate.nullable(),
    Estado: EstadoRegistro,
    FechaEliminacion: z.string().nullable(),
    AlertaEliminacion: z.boolean(),
    DiasEliminacion: z.number().int().nullable(),
    /** Days left before a deleted listado goes for good; null while active. */
    DiasRestantes: z.number().int().nullable(),
  });
  const ListadoPage = pageOf(ListadoItem);
  const ListadoBody = z.strictObject({
    Nombre: nombreRequerido(options.validation.nombreRequerido),
    ResponsableId: responsableId(options.validation.responsableRequerido),
  });

  const { base } = familiaColecciones.listados;
  const routes = collectionRoutes({ tags: ['listados'], ...familiaColecciones.listados });
  const fecha = (below: string, summary: string) =>
    routes.route({ method: 'PUT', path: routes.itemPath(below), summary, params: ListadoParams, body: ListadoFechaBody, response: ListadoItem });
  const listadosEndpoints = {
    list: routes.list(options.listSummary, { query: ListadoListQuery, response: ListadoPage }),
    create: routes.create('Nuevo Listado', { body: ListadoBody, response: ListadoItem }),
    get: routes.get('Un listado', ListadoItem),
    update: routes.update('Editar listado', { body: ListadoBody, response: ListadoItem }),
    remove: routes.remove('Eliminar listado (se borra definitivamente tras 5 días)', ListadoItem),
    restore: routes.route({
      method: 'POST',
      path: routes.itemPath('restaurar'),
      summary: 'Restaurar listado eliminado',
      params: ListadoParams,
      response: ListadoItem,
    }),
    fechaPropuesta: fecha('fecha-propuesta', 'Fecha propuesta del listado'),
    fechaReal: fecha('fecha-real', 'Fecha real del listado'),
    ruta: routes.route({
      method: 'GET',
      path: routes.itemPath('ruta'),
      summary: 'Nombres del proyecto, la revisión y el listado (migas de pan)',
      params: ListadoParams,
      response: ListadoRuta,
    }),
  } as const;

  return { ListadoItem, ListadoPage, ListadoBody, listadosEndpoints, base };
}
