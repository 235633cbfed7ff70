import { type ObservationDays, observationDueDates, observationStatus, observationStatusLabel } from '@insp/domain';
import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection, type mongo } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import {
  deletedListadoIds,
  type ObservacionDoc,
  observacionesCollection,
  observacionesFilter,
  type ObservacionFilters,
  type ObservacionScope,
} from '../../shared/observaciones-query.ts';
import { EXCEL_FIELDS, type ExcelSource } from './mappers.ts';
const validId = (id: string) => /^[a-f0-9]{24}$/i.test(id);

/** The workbooks' orders: the summary's (newest first, as the screen) and a list's (by Numero). */
export type ExcelOrder = 'recientes' | 'numero';
const EXCEL_SORTS: Record<ExcelOrder, Record<string, 1 | -1>> = { recientes: { CreatedAt: -1, _id: -1 }, numero: { listadoId: 1, Numero: 1, _id: 1 } };
/**
 * Rows per round trip of a workbook's cursor: ~400 bytes each with the projection, so a batch is
 * under 1 MB, and 50,000 rows take 25 getMores instead of 100.
 */
const EXCEL_BATCH = 2_000;

/**
 * Reads for the documents (projects, revisions, listados and observations by collection name; this
 * feature owns no collection). Every function takes the tenant first and filters by it.
 */
export function informesRepository(db: Connection) {
  const Proyectos = db.collection<ProyectoDoc>(collections.proyectos);
  const Revisiones = db.collection<RevisionDoc>(collections.revisiones);
  const Listados = db.collection<ListadoDoc>(collections.listados);
  const Observaciones = observacionesCollection(db);

  return {
    async findProject(companyId: string, projectId: string): Promise<ProyectoDoc | null> {
      if (!validId(projectId)) return null;
      return Proyectos.findOne({ companyId: oid(companyId), _id: oid(projectId) });
    },

    /** The project's revisions among `ids` (all of them without ids), by name. */
    async revisiones(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<RevisionDoc[]> {
      const filter: mongo.Filter<RevisionDoc> = { companyId: oid(companyId), projectId };
      if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
      return Revisiones.find(filter).sort({ nombreKey: 1, _id: 1 }).toArray();
    },

    /** The project's listados among `ids` (all of them without ids), deleted ones included, by name. */
    async listados(companyId: string, projectId: Types.ObjectId, ids?: string[]): Promise<ListadoDoc[]> {
      const filter: mongo.Filter<ListadoDoc> = { companyId: oid(companyId), projectId };
      if (ids) filter._id = { $in: ids.filter(validId).map(oid) };
      return Listados.find(filter).sort({ nombreKey: 1, _id: 1 }).toArray();
    },

    /**
     * The rows of a workbook: the observations the screen's filters select (soft-deleted listados
     * left out unless the scope is one), only the fields a row shows (EXCEL_FIELDS), with the status
     * derived at `now`, through one cursor (memory stays flat whatever the count).
     */
    async *excelRows(
      companyId: string,
      scope: ObservacionScope,
      filters: ObservacionFilters,
      options: { days: ObservationDays; order: ExcelOrder; now: Date },
    ): AsyncGenerator<ExcelSource, void, undefined> {
      const { days, now } = options;
      const excluded = scope.listadoId ? [] : await deletedListadoIds(db, companyId, scope);
      const filter = observacionesFilter(companyId, scope, filters, days, now, excluded);
      if (!filter) return;
      const cursor = Observaciones.find<Pick<ObservacionDoc, keyof typeof EXCEL_FIELDS>>(filter, { projection: { _id: 0, ...EXCEL_FIELDS } })
        .sort(EXCEL_SORTS[options.order])
        .batchSize(EXCEL_BATCH);
      try {
        for await (const doc of cursor) {
          const Estado = observationStatus(doc, days, now);
          yield { ...doc, EstadoLabel: observationStatusLabel(Estado), Vencida: observationDueDates(doc.CreatedAt, days).Vencida };
        }
      } finally {
        await cursor.close();
      }
    },

    /**
     * Observations of the project per listado: one $group with a single $sum (devdb computes only
     * the first accumulator of a $group), resolved ones counted by a second call.
     */
    async countByListado(companyId: string, projectId: Types.ObjectId, resueltas: boolean): Promise<Map<string, number>> {
      const filter: mongo.Filter<ObservacionDoc> = { companyId: oid(companyId), projectId };
      if (resueltas) filter.Resuelta = { $ne: null };
      const rows = await Observaciones.aggregate<{ _id: Types.ObjectId; n: number }>([
        { $match: filter },
        { $group: { _id: '$listadoId', n: { $sum: 1 } } },
      ]).toArray();
      return new Map(rows.map((row) => [String(row._id), row.n]));
    },
  };
}

export type InformesRepository = ReturnType<typeof informesRepository>;
