import { neo } from '@insp/messages/neo';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { neoColecciones, NeoEliminados } from './comunes.ts';

/**
 * Spaces of a NEO project (spec 002 §3 EspaciosOT, §4 generation '{type} {n}', §5): one document per
 * space. They cannot change while the project is started (409). Deleting one deletes its
 * assignments, sheets, answers and signatures and queues their images for deletion.
 */
const texts = neo.espacios;

/**
 * Caps (issue 17 §4: one request could create tens of millions of spaces): spaces of one type per
 * create, types per create, and spaces of a project (a create that would pass it is refused, 409).
 */
export const NEO_MAX_ESPACIOS_POR_TIPO = 1000;
export const NEO_MAX_TIPOS_POR_SOLICITUD = 50;
export const NEO_MAX_ESPACIOS_POR_PROYECTO = 3000;

export const NeoEspacio = z.object({
  id: ObjectId,
  Nombre: z.string(),
  /** The space type it was generated from ('Departamento'…). */
  Tipo: z.string(),
  /** Its number within the type (the n of '{type} {n}'). */
  Numero: z.number().int(),
  /** Checklists it is assigned to: the delete dialog warns with neo.espacios.warnings.asignado when > 0. */
  Asignaciones: z.number().int(),
  FechaCreacion: z.string(),
});
export type NeoEspacio = z.infer<typeof NeoEspacio>;

/** Every space of the project, by type then number. */
export const NeoEspacioList = z.object({ items: z.array(NeoEspacio) });
export type NeoEspacioList = z.infer<typeof NeoEspacioList>;

const tipoNombre = z.string().trim().min(1, texts.validation.requerido).max(100, texts.validation.requerido);
const cantidad = z
  .number({ error: texts.validation.cantidadInvalida })
  .int(texts.validation.cantidadInvalida)
  .min(0, texts.validation.cantidadInvalida)
  .max(NEO_MAX_ESPACIOS_POR_TIPO, texts.validation.cantidadMaxima(NEO_MAX_ESPACIOS_POR_TIPO));

/**
 * 'Crear espacios': type → count. A type's spaces are '{type} 1' … '{type} count'; the ones that
 * already exist are not added again, so raising a count adds only the new numbers. At most
 * NEO_MAX_TIPOS_POR_SOLICITUD types; the counts together at most NEO_MAX_ESPACIOS_POR_PROYECTO (after
 * the create the project has every '{type} n' up to each count). Type names are unique ignoring case
 * and accents, in the request and in the project (409 neo.espacios.errors.tipoDuplicado, the service).
 */
export const NeoEspaciosCreateBody = z.strictObject({
  Espacios: z
    .record(tipoNombre, cantidad)
    .refine((value) => Object.keys(value).length <= NEO_MAX_TIPOS_POR_SOLICITUD, texts.validation.tiposMaximo(NEO_MAX_TIPOS_POR_SOLICITUD))
    .refine(
      (value) => Object.values(value).reduce((sum, n) => sum + n, 0) <= NEO_MAX_ESPACIOS_POR_PROYECTO,
      texts.errors.limiteProyecto(NEO_MAX_ESPACIOS_POR_PROYECTO),
    ),
});
export type NeoEspaciosCreateBody = z.input<typeof NeoEspaciosCreateBody>;

export const NeoEspaciosCreated = z.object({ message: z.string(), creados: z.number().int(), items: z.array(NeoEspacio) });
export type NeoEspaciosCreated = z.infer<typeof NeoEspaciosCreated>;

/** Inline rename: 'No puede ir en blanco.'; the same name is ignored. */
export const NeoEspacioRenameBody = z.strictObject({
  Nombre: z.string({ error: texts.validation.enBlanco }).trim().min(1, texts.validation.enBlanco).max(200, texts.validation.enBlanco),
});
export type NeoEspacioRenameBody = z.input<typeof NeoEspacioRenameBody>;

export const NeoEspacioResult = withMessageAs('espacio', NeoEspacio);
export type NeoEspacioResult = z.infer<typeof NeoEspacioResult>;

export { NeoEliminados as NeoEspacioDeleted } from './comunes.ts';

const routes = collectionRoutes({ tags: ['neo espacios'], ...neoColecciones.espacios });

export const neoEspaciosEndpoints = {
  list: routes.list('Espacios del proyecto', { response: NeoEspacioList }),
  create: routes.create('Crear espacios por tipo y cantidad', { body: NeoEspaciosCreateBody, response: NeoEspaciosCreated }),
  rename: routes.update('Renombrar espacio', { method: 'PATCH', body: NeoEspacioRenameBody, response: NeoEspacioResult }),
  remove: routes.remove('Eliminar espacio (con sus asignaciones, hojas y respuestas)', NeoEliminados),
} as const;
