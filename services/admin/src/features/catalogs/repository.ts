import { paginateBy } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { type CatalogItemDoc, type ContactoDoc, models } from '../../models/index.ts';
import { type CatalogPlace, countChildren, deleteItem, findItem, insertItem, updateItem, type UpdateResult } from '../../repositories/catalogs.ts';
import { nameKeyMatch } from '../../shared/name-search.ts';

/** What a catalogue list asks for. */
export interface CatalogPageOptions {
  page: number;
  pageSize: number;
  activo?: boolean | undefined;
  search?: string | undefined;
}

export type { CatalogPlace, UpdateResult };

/**
 * Catalogue items of one place. The place leads every function and carries the tenant: its scope
 * is 'global' for the Mantenedores or the company id for a company's copies, and is in every filter.
 */
export function catalogsRepository(db: Connection) {
  const { CatalogItem } = models(db);
  return {
    /** A page sorted by name key then id (the spec's order), filtered by activo and name key; two round trips. */
    async page(place: CatalogPlace, options: CatalogPageOptions): Promise<{ items: CatalogItemDoc[]; total: number }> {
      const match = nameKeyMatch(options.search);
      const filter = {
        Scope: place.scope,
        Tipo: place.kind,
        Parent: place.parent,
        ...(options.activo === undefined ? {} : { Activado: options.activo }),
        ...(match ? { NombreKey: match } : {}),
      };
      return paginateBy('Scope', CatalogItem, filter, { NombreKey: 1, _id: 1 }, options);
    },
    find: (place: CatalogPlace, itemId: string): Promise<CatalogItemDoc | null> => findItem(db, place, itemId),
    /** null when the name (ignoring case and accents) is taken in that place. */
    insert: (place: CatalogPlace, input: Parameters<typeof insertItem>[2]) => insertItem(db, place, input),
    update: (place: CatalogPlace, itemId: string, input: Parameters<typeof updateItem>[3]): Promise<UpdateResult> => updateItem(db, place, itemId, input),
    /** A subcontract takes its Errores Tipo along; false when the item does not exist. */
    delete: (place: CatalogPlace, itemId: string): Promise<boolean> => deleteItem(db, place, itemId),
    /** Replaces a subcontract's contacts (tenant and place in the filter); null when it no longer exists. */
    setContactos: (place: CatalogPlace, itemId: Types.ObjectId, contactos: ContactoDoc[]): Promise<CatalogItemDoc | null> =>
      CatalogItem.findOneAndUpdate(
        { Scope: place.scope, Tipo: place.kind, Parent: place.parent, _id: itemId },
        { $set: { Contactos: contactos } },
        { returnDocument: 'after' },
      )
        .lean<CatalogItemDoc>()
        .exec(),
    /** Errores Tipo per subcontract of the scope. */
    countErroresTipo: (scope: string, subcontratoIds: string[]) => countChildren(db, scope, subcontratoIds),
  };
}
