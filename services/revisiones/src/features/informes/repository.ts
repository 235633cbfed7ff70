import { type ObservationDays, observationDueDates, observationStatus, observationStatusLabel } from '@insp/domain';
import type { Connection } from 'mongoose';

import {
  deletedListadoIds,
  type ObservacionDoc,
  observacionesCollection,
  observacionesFilter,
  type ObservacionFilters,
  type ObservacionScope,
} from '../../shared/observaciones-query.ts';
import { EXCEL_FIELDS, type ExcelSource } from './mappers.ts';

/** The workbooks' orders: the summary's (newest first, as the screen) and a list's (by Numero). */
export type ExcelOrder = 'recientes' | 'numero';
const EXCEL_SORTS: Record<ExcelOrder, Record<string, 1 | -1>> = { recientes: { CreatedAt: -1, _id: -1 }, numero: { listadoId: 1, Numero: 1, _id: 1 } };
/**
 * Rows per round trip of a workbook's cursor: ~400 bytes each with the projection, so a batch is
 * under 1 MB, and 50,000 rows take 25 getMores instead of 100.
 */
const EXCEL_BATCH = 2_000;

/**
 * The observations the documents read (by collection name; this feature owns no collection; the
 * projects, revisions and lists are the review family's targets). Every function takes the tenant
 * first and filters by it.
 */
export function informesRepository(db: Connection) {
  const Observaciones = observacionesCollection(db);

  return {
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
  };
}

export type InformesRepository = ReturnType<typeof informesRepository>;
