import type { Readable } from 'node:stream';

import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { signedFileUrl } from '@insp/module-service';
import { type CellValue, streamedFile, writeWorkbook } from '@insp/reports';
import type { ServiceConfig } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection, mongo } from 'mongoose';

import { type RespuestaDoc, type RespuestaOrder, streamRespuestas } from '../../shared/respuestas.ts';
import { EXCEL_COLUMNS, toExcelRow } from './mappers.ts';

/**
 * The answers workbooks (the summary's 'Generar Excel' and a list's Excel): every row the filter
 * selects, pulled from one cursor and streamed as they are written (memory stays flat).
 */
export function workbooks(deps: { db: Connection; config: ServiceConfig; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  return {
    respuestas(input: { companyId: string; filter: mongo.Filter<RespuestaDoc>; order: RespuestaOrder; now: Date; aborted(): boolean }): Readable {
      const { companyId, filter, order, now } = input;
      const linkOf = (fileId: string) => signedFileUrl(config, companyId, fileId, 'web', config.publicUrl, { now });
      async function* rows(): AsyncGenerator<Record<string, CellValue>> {
        for await (const respuesta of streamRespuestas(db, filter, order)) yield toExcelRow(respuesta, linkOf);
      }
      return streamedFile((out) => writeWorkbook(out, [{ name: texts.informes.excel.hoja, columns: EXCEL_COLUMNS, rows: rows() }]), {
        aborted: input.aborted,
        onError: (error) => log.error({ err: error, companyId }, 'answers workbook failed'),
      });
    },
  };
}

export type Workbooks = ReturnType<typeof workbooks>;
