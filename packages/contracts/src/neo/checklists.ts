import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { neoColecciones, NeoEliminados, TipoChecklistOT } from './comunes.ts';

/**
 * Checklists of a NEO project (spec 002 §2 checklists page with tabs OBRA GRUESA / TERMINACIONES,
 * §3 ChecklistsOT, §5): a company list of checks (admin's ListasDeChequeo) assigned with a review
 * goal and a unit; its questions are copied at assignment. Counters are counted, never stored.
 */
const texts = neo.checklists;

export const NeoChecklistListQuery = z.strictObject({ tipo: TipoChecklistOT.optional() });
export type NeoChecklistListQuery = z.infer<typeof NeoChecklistListQuery>;

export const NeoCategoria = z.object({ Categoria: z.string(), Preguntas: z.array(z.string()) });
export type NeoCategoria = z.infer<typeof NeoCategoria>;

export const NeoChecklist = z.object({
  id: ObjectId,
  /** admin's list of checks it came from. */
  listaId: ObjectId,
  Nombre: z.string(),
  Tipo: TipoChecklistOT,
  MetaRevision: z.number().int(),
  Unidad: z.string(),
  FechaCreacion: z.string(),
  /** Sum of the quantities of its active assigned spaces. */
  Cantidad: z.number().int(),
  /** Sum of the units of its finished sheets (FechaRevisionFinal set). */
  CantidadCompletada: z.number().int(),
  /** Active assigned spaces, and those whose completed units reached their quantity. */
  TotalEspacios: z.number().int(),
  EspaciosCompletados: z.number().int(),
  /** Sheets of the checklist. */
  TotalRespuestas: z.number().int(),
  /** round(CantidadCompletada*100/Cantidad). */
  Progreso: z.number().int(),
  TotalPreguntas: z.number().int(),
});
export type NeoChecklist = z.infer<typeof NeoChecklist>;

export const NeoChecklistDetail = NeoChecklist.extend({ Preguntas: z.array(NeoCategoria) });
export type NeoChecklistDetail = z.infer<typeof NeoChecklistDetail>;

export const NeoChecklistList = z.object({ items: z.array(NeoChecklist) });
export type NeoChecklistList = z.infer<typeof NeoChecklistList>;

const meta = (min: string, max: string) => z.number({ error: texts.validation.metaRequerida }).int(texts.validation.metaEntera).min(1, min).max(100, max);
const unidad = z.string({ error: texts.validation.unidadRequerida }).trim().min(1, texts.validation.unidadRequerida).max(200, texts.validation.unidadRequerida);

/** §5 assign: 'Primero selecciona un checklist.', MetaRevision 1-100 ('Mínimo 1%', 'Máximo 100%', 'Este dato es importante.'), Unidad from UnidadesOT. */
export const NeoChecklistAssignBody = z.strictObject({
  listaId: z.string({ error: texts.validation.primeroSelecciona }).regex(/^[a-f0-9]{24}$/, texts.validation.primeroSelecciona),
  MetaRevision: meta(texts.validation.metaMinimo, texts.validation.metaMaximo),
  Unidad: unidad,
});
export type NeoChecklistAssignBody = z.input<typeof NeoChecklistAssignBody>;

/** §5 edit: 'Mínimo 1%.', 'Máximo 100%.', unit required. */
export const NeoChecklistUpdateBody = z.strictObject({
  MetaRevision: meta(texts.validation.metaMinimoEditar, texts.validation.metaMaximoEditar),
  Unidad: unidad,
});
export type NeoChecklistUpdateBody = z.input<typeof NeoChecklistUpdateBody>;

export const NeoChecklistResult = withMessageAs('checklist', NeoChecklist);
export type NeoChecklistResult = z.infer<typeof NeoChecklistResult>;

export { NeoEliminados as NeoChecklistDeleted } from './comunes.ts';

const routes = collectionRoutes({ tags: ['neo checklists'], ...neoColecciones.checklists });

export const neoChecklistsEndpoints = {
  list: routes.list('Checklists del proyecto (por tipo)', { query: NeoChecklistListQuery, response: NeoChecklistList }),
  get: routes.get('Un checklist con sus preguntas', NeoChecklistDetail),
  assign: routes.create('Asignar una lista de chequeo de la empresa (meta y unidad)', { body: NeoChecklistAssignBody, response: NeoChecklistResult }),
  update: routes.update('Editar checklist (meta y unidad)', { body: NeoChecklistUpdateBody, response: NeoChecklistResult }),
  remove: routes.remove('Eliminar checklist (primero sus espacios asignados y respuestas)', NeoEliminados),
} as const;
