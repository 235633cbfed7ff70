import { nameKey } from '@insp/domain';
import { isDuplicateKey as isDuplicate } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type CatalogItemDoc, type CatalogKind, GLOBAL_SCOPE, models } from '../models/index.ts';

/**
 * Catalogue items. `scope` is the tenant: 'global' for the Mantenedores, the company id (hex) for a
 * company's copies; every filter carries it.
 */
export interface CatalogPlace {
  scope: string;
  kind: CatalogKind;
  /** '' or the subcontract id of an Errores Tipo list. */
  parent: string;
}

export const scopeOf = (companyId: string | Types.ObjectId | null): string =>
  companyId === null ? GLOBAL_SCOPE : typeof companyId === 'string' ? companyId : companyId.toHexString();

const filterOf = (place: CatalogPlace) => ({ Scope: place.scope, Tipo: place.kind, Parent: place.parent });

/** Errores Tipo counts of some subcontracts (one $group, one accumulator). */
export async function countChildren(db: Connection, scope: string, parents: string[]): Promise<Map<string, number>> {
  if (parents.length === 0) return new Map();
  const rows = await models(db)
    .CatalogItem.aggregate<{ _id: string; n: number }>([
      { $match: { Scope: scope, Tipo: 'erroresTipo', Parent: { $in: parents } } },
      { $group: { _id: '$Parent', n: { $sum: 1 } } },
    ])
    .exec();
  return new Map(rows.map((row) => [row._id, row.n]));
}

export async function findItem(db: Connection, place: CatalogPlace, itemId: string): Promise<CatalogItemDoc | null> {
  if (!Types.ObjectId.isValid(itemId)) return null;
  return models(db)
    .CatalogItem.findOne({ _id: new Types.ObjectId(itemId), ...filterOf(place) })
    .lean<CatalogItemDoc>()
    .exec();
}

/** Every item of a catalogue in name order (internal API, user dialog); bounded by the caller's needs. */
export async function allItems(db: Connection, scope: string, kind: CatalogKind, parent?: string): Promise<CatalogItemDoc[]> {
  return models(db)
    .CatalogItem.find({ Scope: scope, Tipo: kind, ...(parent === undefined ? {} : { Parent: parent }) })
    .sort({ NombreKey: 1, _id: 1 })
    .lean<CatalogItemDoc[]>()
    .exec();
}

export async function findByName(db: Connection, place: CatalogPlace, nombre: string): Promise<CatalogItemDoc | null> {
  return models(db)
    .CatalogItem.findOne({ ...filterOf(place), NombreKey: nameKey(nombre) })
    .lean<CatalogItemDoc>()
    .exec();
}

/** Inserts an item; null when the name (ignoring case and accents) is taken in that place. */
export async function insertItem(
  db: Connection,
  place: CatalogPlace,
  input: { Nombre: string; Activado: boolean; Responsable?: { NombreCompleto: string } | null | undefined },
): Promise<CatalogItemDoc | null> {
  try {
    const created = await models(db).CatalogItem.create({
      ...filterOf(place),
      Nombre: input.Nombre.trim(),
      NombreKey: nameKey(input.Nombre),
      Activado: input.Activado,
      ...(input.Responsable ? { Responsable: { NombreCompleto: input.Responsable.NombreCompleto } } : {}),
    });
    return created.toObject();
  } catch (error) {
    if (isDuplicate(error)) return null;
    throw error;
  }
}

export type UpdateResult = { kind: 'updated'; item: CatalogItemDoc } | { kind: 'missing' } | { kind: 'duplicate' };

/** Renames / toggles an item; the same item may keep its own name. */
export async function updateItem(
  db: Connection,
  place: CatalogPlace,
  itemId: string,
  input: { Nombre?: string | undefined; Activado?: boolean | undefined; Responsable?: { NombreCompleto: string } | null | undefined },
): Promise<UpdateResult> {
  if (!Types.ObjectId.isValid(itemId)) return { kind: 'missing' };
  const set: Record<string, unknown> = {};
  const unset: Record<string, 1> = {};
  const _id = new Types.ObjectId(itemId);
  if (input.Nombre !== undefined) {
    set.Nombre = input.Nombre.trim();
    const key = nameKey(input.Nombre);
    set.NombreKey = key;
    // FerretDB reports a unique violation on update with code 1, not 11000: look for a holder first.
    const holder = await models(db)
      .CatalogItem.exists({ ...filterOf(place), NombreKey: key, _id: { $ne: _id } })
      .exec();
    if (holder) return { kind: 'duplicate' };
  }
  if (input.Activado !== undefined) set.Activado = input.Activado;
  // Responsable: undefined keeps it, null removes it.
  if (input.Responsable === null) unset.Responsable = 1;
  else if (input.Responsable !== undefined) set.Responsable = { NombreCompleto: input.Responsable.NombreCompleto };
  try {
    const item = await models(db)
      .CatalogItem.findOneAndUpdate(
        { _id, ...filterOf(place) },
        { $set: set, ...(input.Responsable === null ? { $unset: unset } : {}) },
        { returnDocument: 'after' },
      )
      .lean<CatalogItemDoc>()
      .exec();
    return item ? { kind: 'updated', item } : { kind: 'missing' };
  } catch (error) {
    if (isDuplicate(error)) return { kind: 'duplicate' };
    throw error;
  }
}

/** Deletes an item (and, for a subcontract, its Errores Tipo); false when it does not exist. */
export async function deleteItem(db: Connection, place: CatalogPlace, itemId: string): Promise<boolean> {
  if (!Types.ObjectId.isValid(itemId)) return false;
  const { CatalogItem } = models(db);
  const deleted = await CatalogItem.deleteOne({ _id: new Types.ObjectId(itemId), ...filterOf(place) }).exec();
  if (deleted.deletedCount === 0) return false;
  if (place.kind === 'subcontratos') await CatalogItem.deleteMany({ Scope: place.scope, Tipo: 'erroresTipo', Parent: itemId }).exec();
  return true;
}

/**
 * Gives a new company active copies of every global catalogue (spec 000 §3): Cargos, Subcontratos
 * with their Errores Tipo, Recintos (with their Responsable), Sectores, Prioridades. Idempotent per item (unique key).
 */
export async function copyGlobalCatalogs(db: Connection, companyId: Types.ObjectId): Promise<number> {
  const { CatalogItem } = models(db);
  const scope = companyId.toHexString();
  const globals = await CatalogItem.find({ Scope: GLOBAL_SCOPE }).lean<CatalogItemDoc[]>().exec();
  const newIds = new Map<string, Types.ObjectId>();
  for (const item of globals) if (item.Tipo !== 'erroresTipo') newIds.set(item._id.toHexString(), new Types.ObjectId());
  const copies = [];
  for (const item of globals) {
    let Parent = '';
    if (item.Tipo === 'erroresTipo') {
      const parent = newIds.get(item.Parent);
      if (!parent) continue;
      Parent = parent.toHexString();
    }
    copies.push({
      _id: item.Tipo === 'erroresTipo' ? new Types.ObjectId() : newIds.get(item._id.toHexString()),
      Scope: scope,
      Tipo: item.Tipo,
      Parent,
      Nombre: item.Nombre,
      NombreKey: item.NombreKey,
      Activado: true,
      ...(item.Responsable ? { Responsable: { NombreCompleto: item.Responsable.NombreCompleto } } : {}),
    });
  }
  // Batches of at most 500 writes (spec 000 §7).
  for (let i = 0; i < copies.length; i += 500) await CatalogItem.insertMany(copies.slice(i, i + 500), { ordered: false });
  return copies.length;
}

/** Removes every catalogue item of a company (permanent delete). */
export async function deleteCompanyCatalogs(db: Connection, companyId: Types.ObjectId): Promise<void> {
  await models(db).CatalogItem.deleteMany({ Scope: companyId.toHexString() }).exec();
}
