import { isDuplicateKey, keyedQueue, oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from './collections.ts';
import { sumFieldBy } from './figures.ts';

/**
 * The units of an assigned space, reserved atomically (issue 17 §3: 20 sheets added at once to a
 * space of quantity 5 stored 20 units). Each assigned space has a ledger: entries numbered 0, 1, 2…
 * under a unique (companyId, asignadoId, seq) index, each carrying the units used and the quantity
 * after it. A sheet's reservation, its release and a change of quantity each append the next entry,
 * computed from the last one; of two racers for one number exactly one is stored (11000 for the
 * other, which reads the new last entry and tries again), on devdb and on MongoDB alike, so units
 * used never pass the quantity and a quantity never drops under the units used. An entry's _id
 * names what it does ('reservar:<hoja>', 'liberar:<hoja>'), so a repeated release is a no-op.
 * Within one process the appends of one space also queue (no collisions to retry).
 */
export interface UnidadEntry {
  _id: string;
  companyId: Types.ObjectId;
  asignadoId: Types.ObjectId;
  seq: number;
  usadas: number;
  cantidad: number;
  createdAt: Date;
}

export type Reserva = { ok: true } | { ok: false; disponibles: number };
export type CambioCantidad = { ok: true } | { ok: false; usadas: number };

/** Appends under contention: each round one racer wins; a crowd of n needs at most n rounds. */
const MAX_ROUNDS = 200;

/** A ledger with its own in-process queue (tests use two, as two replicas would be). */
export function unidadesLedger(db: Connection) {
  const Entries = db.collection<UnidadEntry>(collections.unidades);
  const queue = keyedQueue();
  let indexes: Promise<unknown> | null = null;
  const ready = () =>
    (indexes ??= Entries.createIndex({ companyId: 1, asignadoId: 1, seq: 1 }, { unique: true }).catch((error: unknown) => {
      indexes = null;
      throw error;
    }));

  /** The last entry; the first one is the space as it stands (its quantity, its sheets' units). */
  async function last(companyId: string, asignado: { _id: Types.ObjectId; Cantidad: number }): Promise<UnidadEntry> {
    const filter = { companyId: oid(companyId), asignadoId: asignado._id };
    const [top] = await Entries.find(filter).sort({ seq: -1 }).limit(1).toArray();
    if (top) return top;
    const usadas =
      (await sumFieldBy(db, collections.hojas, companyId, { asignadoId: asignado._id }, 'asignadoId', 'Unidades')).get(asignado._id.toHexString()) ?? 0;
    const base: UnidadEntry = { _id: `base:${asignado._id.toHexString()}`, ...filter, seq: 0, usadas, cantidad: asignado.Cantidad, createdAt: new Date() };
    try {
      await Entries.insertOne(base);
      return base;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return last(companyId, asignado);
    }
  }

  /**
   * Appends the entry `next` computes from the last one (null: refused, nothing appended). Returns
   * the entry the append was decided on and whether it was stored ('done' when an entry of this _id exists already).
   */
  async function append(
    companyId: string,
    asignado: { _id: Types.ObjectId; Cantidad: number },
    _id: string,
    next: (top: UnidadEntry) => Pick<UnidadEntry, 'usadas' | 'cantidad'> | null,
  ): Promise<{ top: UnidadEntry; stored: boolean }> {
    await ready();
    return queue.run(`${companyId}:${asignado._id.toHexString()}`, async () => {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        if (await Entries.findOne({ _id })) return { top: await last(companyId, asignado), stored: true };
        const top = await last(companyId, asignado);
        const values = next(top);
        if (!values) return { top, stored: false };
        try {
          await Entries.insertOne({ _id, companyId: oid(companyId), asignadoId: asignado._id, seq: top.seq + 1, ...values, createdAt: new Date() });
          return { top, stored: true };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          // Another write took this number (or this very entry exists): read again.
        }
      }
      throw new Error('units ledger: no free entry after many rounds');
    });
  }

  return {
    /** Reserves `units` of the space for a sheet about to be inserted; refused with the units still free. */
    async reservar(companyId: string, asignado: { _id: Types.ObjectId; Cantidad: number }, hojaId: Types.ObjectId, units: number): Promise<Reserva> {
      const { top, stored } = await append(companyId, asignado, `reservar:${hojaId.toHexString()}`, (entry) =>
        entry.usadas + units > entry.cantidad ? null : { usadas: entry.usadas + units, cantidad: entry.cantidad },
      );
      return stored ? { ok: true } : { ok: false, disponibles: Math.max(0, top.cantidad - top.usadas) };
    },

    /** Gives a sheet's units back (a deleted sheet, a create that failed after its reservation); idempotent. */
    async liberar(companyId: string, asignado: { _id: Types.ObjectId; Cantidad: number }, hojaId: Types.ObjectId, units: number): Promise<void> {
      const reserved = await Entries.findOne({ _id: `reservar:${hojaId.toHexString()}`, companyId: oid(companyId) });
      // A sheet of before the ledger is counted in its base entry: it gives its units back as well.
      if (!reserved && !(await Entries.findOne({ _id: `base:${asignado._id.toHexString()}`, companyId: oid(companyId) }))) return;
      await append(companyId, asignado, `liberar:${hojaId.toHexString()}`, (entry) => ({
        usadas: Math.max(0, entry.usadas - units),
        cantidad: entry.cantidad,
      }));
    },

    /** Sets the space's quantity; refused while its sheets use more units than `cantidad`. */
    async cambiarCantidad(companyId: string, asignado: { _id: Types.ObjectId; Cantidad: number }, cantidad: number, cambioId: string): Promise<CambioCantidad> {
      const { top, stored } = await append(companyId, asignado, `cantidad:${cambioId}`, (entry) =>
        entry.usadas > cantidad ? null : { usadas: entry.usadas, cantidad },
      );
      return stored ? { ok: true } : { ok: false, usadas: top.usadas };
    },

    /** The ledgers of deleted assigned spaces. */
    async borrar(companyId: string, asignadoIds: Types.ObjectId[]): Promise<void> {
      if (asignadoIds.length > 0) await Entries.deleteMany({ companyId: oid(companyId), asignadoId: { $in: asignadoIds } });
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Entries.deleteMany({ companyId: oid(companyId) })).deletedCount;
    },
  };
}

export type Unidades = ReturnType<typeof unidadesLedger>;

const ledgers = new WeakMap<Connection, Unidades>();

/** The service's ledger of units (one per database connection, so every feature shares its queue). */
export function unidades(db: Connection): Unidades {
  let found = ledgers.get(db);
  if (!found) ledgers.set(db, (found = unidadesLedger(db)));
  return found;
}
