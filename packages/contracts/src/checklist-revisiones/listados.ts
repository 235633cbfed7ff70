import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { listadosFamily } from '../review-family/listados.ts';
import { Avance, ListadoParams } from './comunes.ts';

/**
 * Listados of a checklist revision (spec 001 §2 'Listados', checklist variant: the row leads to
 * recintos; a company checklist template is assigned to the listado and copied into its own
 * Recintos / Subcontratos / ErroresTipo), collection ListadosChecklist: the review family's
 * listados (../review-family/listados.ts) with the checklist's columns and routes.
 */

export { ListadoFechaBody, ListadoListQuery, ListadoOrden, ListadoRuta, LISTADOS_MAX_PAGE_SIZE, LISTADOS_PAGE_SIZE } from '../review-family/listados.ts';

const family = listadosFamily({
  columnas: {
    /** Observaciones column: Resueltas / TotalRespuestas of the listado, counted. */
    ...Avance,
    /** Number of rooms (Recintos) of the listado. */
    Carpetas: z.number().int(),
    /** The assigned company checklist (id in admin and its name at assignment); null until assigned. */
    ChecklistId: ObjectId.nullable(),
    ChecklistName: z.string().nullable(),
  },
  validation: texts.listados.validation,
  listSummary: 'Listados de la revisión (los managers ven también los eliminados)',
});
export const { ListadoItem, ListadoPage, ListadoBody } = family;
export type ListadoItem = z.infer<typeof ListadoItem>;
export type ListadoPage = z.infer<typeof ListadoPage>;
export type ListadoBody = z.input<typeof ListadoBody>;

/**
 * 'select listado/checklist': assigns a company checklist (admin's Checklists with ItemsRecintos).
 * Its places, subcontractors and error types are copied into the listado's own documents. When the
 * listado already has a checklist (or any room), `comprendoLosRiesgos: true` is required ('Comprendo
 * los riesgos.'; 400 otherwise) and ALL its rooms, subcontracts, error types, answers and their
 * photos are removed first.
 */
export const AsignarChecklistBody = z.strictObject({ checklistId: ObjectId, comprendoLosRiesgos: z.boolean().default(false) });
export type AsignarChecklistBody = z.input<typeof AsignarChecklistBody>;

export const ChecklistAsignado = z.object({
  message: z.string(),
  item: ListadoItem,
  /** What was copied from the template. */
  copiados: z.object({ recintos: z.number().int(), subcontratos: z.number().int(), erroresTipo: z.number().int() }),
  /** Answers removed by a replacement (0 on a first assignment). */
  respuestasEliminadas: z.number().int(),
});
export type ChecklistAsignado = z.infer<typeof ChecklistAsignado>;

/** The company's checklist templates the dialog offers (active ones, by name). */
export const ChecklistDisponible = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Recintos: z.number().int().nonnegative(),
  Subcontratos: z.number().int().nonnegative(),
  ErroresTipo: z.number().int().nonnegative(),
});
export type ChecklistDisponible = z.infer<typeof ChecklistDisponible>;
export const ChecklistsDisponibles = z.object({ items: z.array(ChecklistDisponible) });
export type ChecklistsDisponibles = z.infer<typeof ChecklistsDisponibles>;

const tags = ['listados'];

export const listadosEndpoints = {
  ...family.listadosEndpoints,
  asignarChecklist: endpoint({
    method: 'PUT',
    path: `${family.base}/:listadoId/checklist`,
    summary: "Asigna (o reemplaza, con 'Comprendo los riesgos.') el checklist del listado",
    tags,
    params: ListadoParams,
    body: AsignarChecklistBody,
    response: ChecklistAsignado,
  }),
  checklistsDisponibles: endpoint({
    method: 'GET',
    path: '/companies/:companyId/checklists-disponibles',
    summary: 'Checklists de la empresa que se pueden asignar a un listado',
    tags,
    params: CompanyParams,
    response: ChecklistsDisponibles,
  }),
} as const;
