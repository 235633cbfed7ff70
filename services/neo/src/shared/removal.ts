import type { FileStore } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from './collections.ts';
import type { AsignadoOTDoc, FirmaOTDoc, HojaOTDoc, RespuestaOTDoc } from './documents.ts';
import { unidades } from './unidades.ts';

/**
 * Deletes what hangs below sheets and assigned spaces (spec 002 §4: deleting a checklist first
 * deletes its assigned spaces and their answers; deleting a space deletes its answers and queues its
 * photos and signatures in ImagesToDelete). Children go first, so a run that fails half-way leaves
 * the parents to be found and deleted again; every step is idempotent. Shared by the features that
 * delete (espacios, checklists, hojas) without importing each other.
 */
export function removal(db: Connection, files: FileStore) {
  const Hojas = db.collection<HojaOTDoc>(collections.hojas);
  const Respuestas = db.collection<RespuestaOTDoc>(collections.respuestas);
  const Firmas = db.collection<FirmaOTDoc>(collections.firmas);
  const Asignados = db.collection<AsignadoOTDoc>(collections.asignados);
  const ledger = unidades(db);

  /**
   * The sheets, their answers and signatures; their photos and signature images are queued for
   * deletion and their units given back to their spaces (`keepUnits`: the spaces go too). Returns the sheets deleted.
   */
  async function hojas(companyId: string, hojaIds: Types.ObjectId[], keepUnits = false): Promise<number> {
    if (hojaIds.length === 0) return 0;
    const tenant = oid(companyId);
    const sheets = keepUnits
      ? []
      : await Hojas.find({ companyId: tenant, _id: { $in: hojaIds } }, { projection: { asignadoId: 1, Unidades: 1, CantidadEspacio: 1 } }).toArray();
    const below = { companyId: tenant, hojaId: { $in: hojaIds } };
    const [fotos, firmas] = await Promise.all([
      Respuestas.find({ ...below, Foto: { $ne: null } }, { projection: { Foto: 1 } }).toArray(),
      Firmas.find(below, { projection: { fileId: 1 } }).toArray(),
    ]);
    const fileIds = [...fotos.flatMap((doc) => (doc.Foto ? [doc.Foto.toHexString()] : [])), ...firmas.map((doc) => doc.fileId.toHexString())];
    if (fileIds.length > 0) await files.release(companyId, fileIds);
    await Respuestas.deleteMany(below);
    await Firmas.deleteMany(below);
    const deleted = (await Hojas.deleteMany({ companyId: tenant, _id: { $in: hojaIds } })).deletedCount;
    // Released after the delete: a failure in between leaves units reserved (never more than the quantity), not a sheet over it.
    for (const sheet of sheets) await ledger.liberar(companyId, { _id: sheet.asignadoId, Cantidad: sheet.CantidadEspacio }, sheet._id, sheet.Unidades);
    return deleted;
  }

  /** Assigned spaces with their sheets. */
  async function asignados(companyId: string, asignadoIds: Types.ObjectId[]): Promise<{ asignaciones: number; hojas: number }> {
    if (asignadoIds.length === 0) return { asignaciones: 0, hojas: 0 };
    const tenant = oid(companyId);
    const sheets = await Hojas.find({ companyId: tenant, asignadoId: { $in: asignadoIds } }, { projection: { _id: 1 } }).toArray();
    const deletedHojas = await hojas(
      companyId,
      sheets.map((doc) => doc._id),
      true,
    );
    const deleted = await Asignados.deleteMany({ companyId: tenant, _id: { $in: asignadoIds } });
    await ledger.borrar(companyId, asignadoIds);
    return { asignaciones: deleted.deletedCount, hojas: deletedHojas };
  }

  /** Assigned spaces matching a filter (a checklist's, a space's) with their sheets. */
  async function asignadosWhere(
    companyId: string,
    filter: { checklistId?: Types.ObjectId; espacioId?: Types.ObjectId },
  ): Promise<{ asignaciones: number; hojas: number }> {
    const rows = await Asignados.find({ companyId: oid(companyId), ...filter }, { projection: { _id: 1 } }).toArray();
    return asignados(
      companyId,
      rows.map((row) => row._id),
    );
  }

  return { hojas, asignados, asignadosWhere };
}

export type Removal = ReturnType<typeof removal>;
