import type { Readable } from 'node:stream';

import { observationDays } from '@insp/domain';
import { informes as texts } from '@insp/messages/revisiones';
import { signedFileUrl } from '@insp/module-service';
import { type CellValue, streamedFile, writeWorkbook } from '@insp/reports';
import type { ServiceConfig } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';

import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import type { ObservacionFilters, ObservacionScope } from '../../shared/observaciones-query.ts';
import { EXCEL_COLUMNS, toExcelRow } from './mappers.ts';
import type { ExcelOrder, InformesRepository } from './repository.ts';

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
      const linkOf = (fileId: string) => signedFileUrl(config, companyId, fileId, 'web', config.publicUrl, { now });
      async function* rows(): AsyncGenerator<Record<string, CellValue>> {
        for await (const row of repository.excelRows(companyId, scope, filters, { days: observationDays(project), order, now })) {
          yield toExcelRow(row, linkOf);
        }
      }
      // A job taken away before its file is stored leaves the stream unread: the export stops then.
      return streamedFile((out) => writeWorkbook(out, [{ name: texts.excel.hoja, columns: EXCEL_COLUMNS, rows: rows() }]), {
        aborted: input.aborted,
        onError: (error) => log.error({ err: error, companyId }, 'observations workbook failed'),
      });
    },
  };
}

export type Workbooks = ReturnType<typeof workbooks>;
