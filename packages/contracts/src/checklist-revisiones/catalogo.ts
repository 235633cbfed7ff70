import { z } from 'zod';

import { type CollectionOptions, collectionRoutes } from '../collection.ts';
import { ObjectId } from '../identity.ts';
import { nombreRequerido } from '../review-family/comunes.ts';
import { Deleted, withMessage } from './comunes.ts';

/**
 * The checklist catalogue below a listado (rooms, their subcontracts, these' error types; spec 001
 * §3): each record has its parent, a Nombre unique among its siblings ignoring case and accents, an
 * Activado switch and its creation date, then its own columns; each is listed, added, read, edited
 * and removed by the same five routes. Schemas and routes shared by the three.
 */
type CatalogoShape<Parent extends string, Columnas extends z.ZodRawShape> = { id: typeof ObjectId } & Record<Parent, typeof ObjectId> & {
    Nombre: z.ZodString;
    Activado: z.ZodBoolean;
    FechaCreacion: z.ZodString;
  } & Columnas;

export interface CatalogoOptions<
  Parent extends string,
  Columnas extends z.ZodRawShape,
  Params extends z.ZodType,
  ItemParams extends z.ZodType,
> extends CollectionOptions<Params, ItemParams> {
  /** The parent's id key (e.g. 'listadoId'). */
  parent: Parent;
  /** The record's own columns, after FechaCreacion. */
  columnas: Columnas;
  /** The dialog's text for a missing or blank Nombre. */
  requerido: string;
}

/** The summaries of the five routes, as the OpenAPI document shows them. */
export type CatalogoSummaries = Record<'list' | 'create' | 'get' | 'update' | 'remove', string>;

export function catalogo<Parent extends string, Columnas extends z.ZodRawShape, Params extends z.ZodType, ItemParams extends z.ZodType>(
  options: CatalogoOptions<Parent, Columnas, Params, ItemParams>,
) {
  const shape = { id: ObjectId, [options.parent]: ObjectId, Nombre: z.string(), Activado: z.boolean(), FechaCreacion: z.string(), ...options.columnas };
  const Item = z.object(shape as CatalogoShape<Parent, Columnas>);
  /** The dialog's Nombre: required and trimmed, at most 200 characters. */
  const nombre = nombreRequerido(options.requerido);
  const Mutation = withMessage(Item);
  const routes = collectionRoutes(options);
  return {
    Item,
    nombre,
    /** Add dialog: Nombre required; Activado default true. */
    Body: z.strictObject({ Nombre: nombre, Activado: z.boolean().default(true) }),
    /** Edit (Activado / Desactivado): each field left as is when absent. */
    UpdateBody: z.strictObject({ Nombre: nombre.optional(), Activado: z.boolean().optional() }),
    /** A write the screen confirms with a snackbar: the Spanish message and the record. */
    Mutation,
    /** The five routes: the list (its query and answer given), add, one record, edit (its body given), remove. */
    endpoints: <ListResponse extends z.ZodType, Body extends z.ZodType, UpdateBody extends z.ZodType, ListQuery extends z.ZodType | undefined = undefined>(
      summaries: CatalogoSummaries,
      schemas: { query?: ListQuery; list: ListResponse; body: Body; update: UpdateBody },
    ) =>
      ({
        list: routes.list<ListResponse, ListQuery>(summaries.list, { ...(schemas.query ? { query: schemas.query } : {}), response: schemas.list }),
        create: routes.create(summaries.create, { body: schemas.body, response: Mutation }),
        get: routes.get(summaries.get, Item),
        update: routes.update(summaries.update, { body: schemas.update, response: Mutation }),
        remove: routes.remove(summaries.remove, Deleted),
      }) as const,
  };
}
