import { PassThrough, type Readable } from 'node:stream';

import { reports as reportTexts } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { signedFileUrl } from '@insp/module-service';
import { type CellValue, writeWorkbook } from '@insp/reports';
import type { ServiceConfig } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection, mongo } from 'mongoose';

import { type RespuestaDoc, type RespuestaOrder, streamRespuestas } from '../../shared/respuestas.ts';
import { EXCEL_COLUMNS, toExcelRow } from './mappers.ts';

const ABORT_CHECK_MS = 1_000;

/**
 * The answers workbooks (the summary's 'Generar Excel' and a list's Excel): every row the filter
 * selects, pulled from one cursor and streamed as they are written (memory stays flat).
 */
export function workbooks(deps: { db: Connection; config: ServiceConfig; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  return {
    respuestas(input: { companyId: string; filter: mongo.Filter<RespuestaDoc>; order: RespuestaOrder; now: Date; aborted(): boolean }): Readable {
      const { companyId, filter, order, now } = input;
      const out = new PassThrough();
      const linkOf = (fileId: string) => signedFileUrl(config, companyId, fileId, 'web', config.publicUrl, { now });
      async function* rows(): AsyncGenerator<Record<string, CellValue>> {
        for await (const respuesta of streamRespuestas(db, filter, order)) yield toExcelRow(respuesta, linkOf);
      }
      const watch = setInterval(() => {
        if (input.aborted()) out.destroy(new Error(reportTexts.unexpected));
      }, ABORT_CHECK_MS);
      watch.unref();
      writeWorkbook(out, [{ name: texts.informes.excel.hoja, columns: EXCEL_COLUMNS, rows: rows() }])
        .catch((error: unknown) => {
          log.error({ err: error, companyId }, 'answers workbook failed');
          if (!out.destroyed) out.destroy(new Error(reportTexts.unexpected));
        })
        .finally(() => clearInterval(watch));
      return out;
    },
  };
}

export type Workbooks = ReturnType<typeof workbooks>;
