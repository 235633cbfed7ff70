import type { Connection } from 'mongoose';
import type { CatalogItemDoc } from '../../models/index.ts';
import { countChildren, deleteItem, findItem, insertItem, listItems, updateItem, type CatalogPlace, type UpdateResult } from '../../repositories/catalogs.ts';

export type { CatalogPlace, UpdateResult };

/**
 * Catalogue items of one place. The place leads every function and carries the tenant: its scope
 * is 'global' for the Mantenedores or the company id for a company's copies, and is in every filter.
 */
export function catalogsRepository(db: Connection) {
  return {
    page: (place: CatalogPlace, options: { page: number; pageSize: number; activo?: boolean | undefined }) => listItems(db, place, options),
    find: (place: CatalogPlace, itemId: string): Promise<CatalogItemDoc | null> => findItem(db, place, itemId),
    /** null when the name (ignoring case and accents) is taken in that place. */
    insert: (place: CatalogPlace, input: Parameters<typeof insertItem>[2]) => insertItem(db, place, input),
    update: (place: CatalogPlace, itemId: string, input: Parameters<typeof updateItem>[3]): Promise<UpdateResult> => updateItem(db, place, itemId, input),
    /** A subcontract takes its Errores Tipo along; false when the item does not exist. */
    delete: (place: CatalogPlace, itemId: string): Promise<boolean> => deleteItem(db, place, itemId),
    /** Errores Tipo per subcontract of the scope. */
    countErroresTipo: (scope: string, subcontratoIds: string[]) => countChildren(db, scope, subcontratoIds),
  };
}
