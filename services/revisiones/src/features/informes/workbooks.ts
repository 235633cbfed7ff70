import { PassThrough, type Readable } from 'node:stream';

import { observationDays } from '@insp/domain';
import { reports as reportTexts } from '@insp/messages';
import { informes as texts } from '@insp/messages/revisiones';
import { signedFileUrl } from '@insp/module-service';
import { type CellValue, writeWorkbook } from '@insp/reports';
import type { ServiceConfig } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';

import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import type { ObservacionFilters, ObservacionScope } from '../../shared/observaciones-query.ts';
import { EXCEL_COLUMNS, toExcelRow } from './mappers.ts';
import type { ExcelOrder, InformesRepository } from './repository.ts';

/** How often a running export looks whether its job was taken away (then nobody reads the stream). */
const ABORT_CHECK_MS = 1_000;

export interface WorkbookInput {
  companyId: string;
  project: ProyectoDoc;
  scope: ObservacionScope;
  filters: ObservacionFilters;
  order: ExcelOrder;
  now: Date;
  aborted(): boolean;
}

/**
 * The observations workbooks (the summary's 'Generar Excel' and a list's Excel): every row the
 * filters select, pulled from one cursor and streamed as they are written, so the job's file goes
 * into GridFS while the rows are still being read (memory stays flat for 50,000 rows).
 */
export function workbooks(deps: { repository: InformesRepository; config: ServiceConfig; log: FastifyBaseLogger }) {
  const { repository, config, log } = deps;

  return {
    /** The xlsx as a stream; it errors (and the job fails) when a read or the write fails. */
    observaciones(input: WorkbookInput): Readable {
      const { companyId, project, scope, filters, order, now } = input;
      const out = new PassThrough();
      const linkOf = (fileId: string) => signedFileUrl(config, companyId, fileId, 'web', config.publicUrl, { now });
      async function* rows(): AsyncGenerator<Record<string, CellValue>> {
        for await (const row of repository.excelRows(companyId, scope, filters, { days: observationDays(project), order, now })) {
          yield toExcelRow(row, linkOf);
        }
      }
      // A job taken away before its file is stored leaves the stream unread: stop the export then.
      const watch = setInterval(() => {
        if (input.aborted()) out.destroy(new Error(reportTexts.unexpected));
      }, ABORT_CHECK_MS);
      watch.unref();
      writeWorkbook(out, [{ name: texts.excel.hoja, columns: EXCEL_COLUMNS, rows: rows() }])
        .catch((error: unknown) => {
          log.error({ err: error, companyId }, 'observations workbook failed');
          // The job's message is ours, in Spanish; the cause is in the log.
          if (!out.destroyed) out.destroy(new Error(reportTexts.unexpected));
        })
        .finally(() => clearInterval(watch));
      return out;
    },
  };
}

export type Workbooks = ReturnType<typeof workbooks>;
