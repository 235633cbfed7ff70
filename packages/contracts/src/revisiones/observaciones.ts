import { files } from '@insp/messages';
import { observaciones } from '@insp/messages/revisiones';
import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { instantBound, rangeInOrder } from '../date-range.ts';
import { endpoint } from '../endpoint.ts';
import { HistoryPage, HistoryQuery } from '../events.ts';
import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { pageOf } from '../page.ts';
import { ItemAutor, keysetCursor, seguimientoItem, versionEditada } from '../review-family/items.ts';
import { ListadoParams, ProyectoParams } from './comunes.ts';

/**
 * Observations of revision projects (spec 001 §2 'Observaciones', §3 Observacion, §4 status),
 * one document per observation in the revisiones service. Captured by field devices (and the
 * 'Nueva observación' page) with a client-generated `clientId`, listed per listado with keyset
 * pages, summarised per project, edited (resolving and reopening included) with a 'Historial'.
 */

/** Stored status names (§4); 'Vencida' is shown 'Por Resolver' (see @insp/domain observationStatusLabel). */
export const observacionEstados = ['Observada', 'Por Vencer', 'Vencida', 'Resuelta'] as const;
export const ObservacionEstado = z.enum(observacionEstados);
export type ObservacionEstado = z.infer<typeof ObservacionEstado>;

/** Page size of the observations screen and the project summary (§9). */
export const OBSERVACIONES_PAGE_SIZE = 20;
export const OBSERVACIONES_MAX_LIMIT = 100;
/** Photos per observation (§9); a company's LimiteFotos may lower it. */
export const MAX_IMAGENES_OBSERVACION = 2;
export const COMENTARIO_MAX = 2000;

export const ObservacionParams = ListadoParams.extend({ observacionId: ObjectId });
export type ObservacionParams = z.infer<typeof ObservacionParams>;

const catalogName = (required: string) => z.string({ error: required }).trim().min(1, required).max(255, required);
const Comentario = z.string().trim().max(COMENTARIO_MAX, observaciones.comentarioTooLong);
const Imagenes = z
  .array(z.string().regex(/^[a-f0-9]{24}$/, files.notFound), { error: files.notFound })
  .max(MAX_IMAGENES_OBSERVACION, observaciones.tooManyImages(MAX_IMAGENES_OBSERVACION));

/**
 * `POST .../listados/:listadoId/observaciones`: names from the company's active catalogues;
 * ErrorTipo one of the Subcontrato's (may be empty only when the Subcontrato has none); at most
 * LimiteFotos uploaded image ids (POST /companies/:companyId/files). 201 with the observation; the
 * same clientId again answers 200 with the first one (a retry never duplicates).
 */
export const ObservacionCreateBody = z.strictObject({
  clientId: z.uuid({ error: observaciones.clientIdInvalid }),
  Sector: catalogName(observaciones.sectorRequired),
  Recinto: catalogName(observaciones.recintoRequired),
  Subcontrato: catalogName(observaciones.subcontratoRequired),
  ErrorTipo: z.string().trim().max(255).default(''),
  Prioridad: catalogName(observaciones.prioridadRequired),
  Comentario: Comentario.default(''),
  Imagenes: Imagenes.default([]),
});
export type ObservacionCreateBody = z.infer<typeof ObservacionCreateBody>;

/**
 * `PATCH .../observaciones/:observacionId` ('Editar detalle'; only the fields sent change).
 * Sector may not be emptied ('Sector es requerido'); a new Subcontrato without an ErrorTipo clears
 * it; ErrorTipo '' or null clears it; Resuelta true resolves now, false reopens.
 */
export const ObservacionUpdateBody = z.strictObject({
  Sector: catalogName(observaciones.sectorRequired).optional(),
  Recinto: catalogName(observaciones.recintoRequired).optional(),
  Subcontrato: catalogName(observaciones.subcontratoRequired).optional(),
  ErrorTipo: z.string().trim().max(255).nullable().optional(),
  Prioridad: catalogName(observaciones.prioridadRequired).optional(),
  Comentario: Comentario.optional(),
  Resuelta: z.boolean().optional(),
  ...versionEditada,
});
export type ObservacionUpdateBody = z.infer<typeof ObservacionUpdateBody>;

const filterText = z.string().trim().min(1).max(255).optional();
const isoDate = instantBound;

/**
 * Filters of the 'Filtros' panel; desde/hasta (ISO date-times) apply only when both are given. One
 * shape for the list, the project summary and their 'Generar Excel' report kinds (informes.ts), so
 * a file holds exactly what the screen selects.
 */
export const observacionFilterShape = {
  estado: ObservacionEstado.optional(),
  prioridad: filterText,
  sector: filterText,
  recinto: filterText,
  subcontrato: filterText,
  errorTipo: filterText,
  desde: isoDate.optional(),
  hasta: isoDate.optional(),
};
export const observacionRangeIssue = { message: observaciones.rangeInvalid, path: ['hasta'] };

/** Keyset cursor: `<CreatedAt ms>_<id>` of the last row of the previous page. */
export const ObservacionCursor = keysetCursor(observaciones.cursorInvalid);

/** `GET .../listados/:listadoId/observaciones?filters&after&limit`: newest first, keyset pages of 20. */
export const ObservacionListQuery = z
  .strictObject({
    ...observacionFilterShape,
    after: ObservacionCursor.optional(),
    limit: z.coerce.number().int().min(1).max(OBSERVACIONES_MAX_LIMIT).default(OBSERVACIONES_PAGE_SIZE),
  })
  .refine(rangeInOrder, observacionRangeIssue);
export type ObservacionListQuery = z.infer<typeof ObservacionListQuery>;

export const ObservacionAutor = ItemAutor;

export const ObservacionItem = z.object({
  id: ObjectId,
  Numero: z.number().int().positive(),
  /** Derived at read time from the project's days (§4). */
  Estado: ObservacionEstado,
  /** How Estado is shown ('Vencida' → 'Por Resolver'). */
  EstadoLabel: z.string(),
  Prioridad: z.string(),
  Sector: z.string(),
  Recinto: z.string(),
  Subcontrato: z.string(),
  ErrorTipo: z.string(),
  Comentario: z.string(),
  /** File ids; the screen shows them through GET /companies/:companyId/files/:fileId. */
  Imagenes: z.array(ObjectId),
  CreatedAt: z.string(),
  /** When it was resolved; null while open. */
  Resuelta: z.string().nullable(),
  /** When it becomes 'Por Vencer' and when it is overdue (the due date). */
  PorVencer: z.string(),
  Vencida: z.string(),
  createdBy: ObservacionAutor,
  EditadoPor: ObservacionAutor.nullable(),
  ...seguimientoItem,
});
export type ObservacionItem = z.infer<typeof ObservacionItem>;

export const ObservacionKeysetPage = z.object({
  items: z.array(ObservacionItem),
  /** Pass as `after` for the next page; null on the last one. */
  next: ObservacionCursor.nullable(),
});
export type ObservacionKeysetPage = z.infer<typeof ObservacionKeysetPage>;

export const ObservacionUpdated = withMessageAs('item', ObservacionItem);
export type ObservacionUpdated = z.infer<typeof ObservacionUpdated>;

/** `GET /companies/:companyId/projects/:projectId/observaciones?filters&revisionId&listadoId&page`. */
export const ObservacionResumenQuery = z
  .strictObject({ ...observacionFilterShape, revisionId: ObjectId.optional(), listadoId: ObjectId.optional(), page: z.coerce.number().int().min(0).default(0) })
  .refine(rangeInOrder, observacionRangeIssue);
export type ObservacionResumenQuery = z.infer<typeof ObservacionResumenQuery>;

/** A row of the project summary: the observation with its revision and list. */
export const ObservacionResumenItem = ObservacionItem.extend({
  revisionId: ObjectId,
  listadoId: ObjectId,
  NombreRevision: z.string(),
  NombreListado: z.string(),
});
export type ObservacionResumenItem = z.infer<typeof ObservacionResumenItem>;

export const ObservacionResumenPage = pageOf(ObservacionResumenItem);
export type ObservacionResumenPage = z.infer<typeof ObservacionResumenPage>;

/** The company's active catalogues as the filter panel, the edit dialog and the capture page use them. */
const Opcion = z.object({ id: z.string(), Nombre: z.string() });
export const CatalogosObservacion = z.object({
  sectores: z.array(Opcion),
  recintos: z.array(Opcion),
  subcontratos: z.array(Opcion.extend({ erroresTipo: z.array(Opcion) })),
  prioridades: z.array(Opcion),
  /** Photos a capture may carry (the company's LimiteFotos, at most 2). */
  LimiteFotos: z.number().int().min(0).max(MAX_IMAGENES_OBSERVACION),
});
export type CatalogosObservacion = z.infer<typeof CatalogosObservacion>;

const tags = ['observaciones'];

export const captureObservacion = endpoint({
  method: 'POST',
  path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones',
  summary: 'Registra una observación (idempotente por clientId: una repetición responde 200 con la primera)',
  tags,
  params: ListadoParams,
  body: ObservacionCreateBody,
  status: 201,
  repeatStatus: 200,
  response: ObservacionItem,
});

export const listObservaciones = endpoint({
  method: 'GET',
  path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones',
  summary: 'Observaciones del listado (más recientes primero, páginas por cursor de 20)',
  tags,
  params: ListadoParams,
  query: ObservacionListQuery,
  response: ObservacionKeysetPage,
});

export const getObservacion = endpoint({
  method: 'GET',
  path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId',
  summary: 'Una observación del listado',
  tags,
  params: ObservacionParams,
  response: ObservacionItem,
});

export const updateObservacion = endpoint({
  method: 'PATCH',
  path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId',
  summary: "Edita una observación ('Editar detalle'; Resuelta true/false la resuelve o la reabre)",
  tags,
  params: ObservacionParams,
  body: ObservacionUpdateBody,
  response: ObservacionUpdated,
});

export const observacionHistory = endpoint({
  method: 'GET',
  path: '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId/historial',
  summary: "'Historial' de una observación (registro de eventos, más reciente primero)",
  tags,
  params: ObservacionParams,
  query: HistoryQuery,
  response: HistoryPage,
});

export const projectObservaciones = endpoint({
  method: 'GET',
  path: '/companies/:companyId/projects/:projectId/observaciones',
  summary: 'Resumen de observaciones del proyecto (filtros del listado más revisión y listado; páginas de 20)',
  tags,
  params: ProyectoParams,
  query: ObservacionResumenQuery,
  response: ObservacionResumenPage,
});

export const catalogosObservacion = endpoint({
  method: 'GET',
  path: '/companies/:companyId/catalogos-observacion',
  summary: 'Catálogos activos de la empresa para capturar, filtrar y editar observaciones',
  tags,
  params: CompanyParams,
  response: CatalogosObservacion,
});
