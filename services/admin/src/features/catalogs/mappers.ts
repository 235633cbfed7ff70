import type { CatalogItem, RecintoItem } from '@insp/contracts';

import type { CatalogItemDoc } from '../../models/index.ts';

/** A catalogue item; a subcontract also counts its Errores Tipo when the counts are given. */
export function toCatalogItem(item: CatalogItemDoc, children?: Map<string, number>): CatalogItem {
  const id = item._id.toHexString();
  return { id, Nombre: item.Nombre, Activado: item.Activado, ...(item.Tipo === 'subcontratos' && children ? { ErroresTipo: children.get(id) ?? 0 } : {}) };
}

/** A global Recinto with its Responsable (null when none). */
export function toRecintoItem(item: CatalogItemDoc): RecintoItem {
  return { ...toCatalogItem(item), Responsable: item.Responsable ? { NombreCompleto: item.Responsable.NombreCompleto } : null };
}
