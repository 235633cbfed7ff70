import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { neoColecciones } from './comunes.ts';

/**
 * Spaces assigned to a checklist (spec 002 §2 assign/edit spaces dialog, §3 EspaciosAsignadosOT,
 * §5): a quantity (>= 1) and 1 to 6 reviewers (users with the ChecklistsOT flag). 'Eliminar' of a
 * space row deactivates it (Asignado false); editing with Asignado true reactivates it. Progress and
 * counters are counted from the sheets.
 */
const texts = neo.asignaciones.validation;

/** §9: at most 6 reviewers per assigned space. */
export const NEO_MAX_REVISORES = 6;

export const NeoRevisorAsignado = z.object({
  id: ObjectId,
  NombreCompleto: z.string(),
  /** The user was deleted (or left the company): a new sheet is refused until they are changed. */
  Eliminado: z.boolean(),
});
export type NeoRevisorAsignado = z.infer<typeof NeoRevisorAsignado>;

export const NeoAsignado = z.object({
  id: ObjectId,
  checklistId: ObjectId,
  espacioId: ObjectId,
  Nombre: z.string(),
  Asignado: z.boolean(),
  Cantidad: z.number().int(),
  Unidad: z.string(),
  Revisores: z.array(NeoRevisorAsignado),
  /** Units of every sheet (the cap of a new sheet is Cantidad - UnidadesUsadas). */
  UnidadesUsadas: z.number().int(),
  /** Units of the finished sheets. */
  CantidadCompletada: z.number().int(),
  TotalHojas: z.number().int(),
  /** round(CantidadCompletada*100/Cantidad). */
  Progreso: z.number().int(),
  /** The checklist's goal: the progress colours are relative to it. */
  MetaRevision: z.number().int(),
});
export type NeoAsignado = z.infer<typeof NeoAsignado>;

/** The checklist's assigned spaces, by name. */
export const NeoAsignadoList = z.object({ items: z.array(NeoAsignado) });
export type NeoAsignadoList = z.infer<typeof NeoAsignadoList>;

const cantidad = z.number({ error: texts.cantidadMinima }).int(texts.cantidadMinima).min(1, texts.cantidadMinima).max(100_000, texts.cantidadMinima);
const revisores = (min: number) =>
  z
    .array(ObjectId, { error: texts.revisorRequerido })
    .min(min, texts.revisorRequerido)
    .max(NEO_MAX_REVISORES, texts.revisoresMaximo)
    .refine((ids) => new Set(ids).size === ids.length, texts.revisorRepetido);

/** 'Asignar espacios': the chosen spaces of the project, each with this quantity and these reviewers; already assigned ones are skipped. */
export const NeoAsignarBody = z.strictObject({
  espacioIds: z.array(ObjectId, { error: texts.espacioRequerido }).min(1, texts.espacioRequerido).max(1000),
  Cantidad: cantidad,
  Revisores: revisores(1),
});
export type NeoAsignarBody = z.input<typeof NeoAsignarBody>;

export const NeoAsignados = z.object({ message: z.string(), creados: z.number().int(), items: z.array(NeoAsignado) });
export type NeoAsignados = z.infer<typeof NeoAsignados>;

/** Complete/edit space: quantity, assigned switch, reviewers. Lowering Cantidad below UnidadesUsadas is refused (409). */
export const NeoAsignadoUpdateBody = z.strictObject({ Cantidad: cantidad, Asignado: z.boolean().default(true), Revisores: revisores(1) });
export type NeoAsignadoUpdateBody = z.input<typeof NeoAsignadoUpdateBody>;

export const NeoAsignadoResult = withMessageAs('asignado', NeoAsignado);
export type NeoAsignadoResult = z.infer<typeof NeoAsignadoResult>;

const routes = collectionRoutes({ tags: ['neo espacios asignados'], ...neoColecciones.asignados });

export const neoAsignacionesEndpoints = {
  list: routes.list('Espacios asignados al checklist', { response: NeoAsignadoList }),
  assign: routes.create('Asignar espacios (cantidad y revisores)', { body: NeoAsignarBody, response: NeoAsignados }),
  get: routes.get('Un espacio asignado', NeoAsignado),
  update: routes.update('Editar espacio asignado (cantidad, asignado, revisores)', { body: NeoAsignadoUpdateBody, response: NeoAsignadoResult }),
  deactivate: routes.remove('Desactivar espacio asignado (Asignado false)', NeoAsignadoResult),
} as const;
