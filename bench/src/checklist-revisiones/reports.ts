// A document asked for as a remote asks for it: POST /companies/:companyId/reports, GET the job until
// it is 'listo' (or 'error'), then GET its file. The time is to the downloaded bytes.
import { type AccessClaims, createReport, downloadReport, endpointUrl, getReport, ReportCreated, ReportStatus } from '@insp/contracts';
import type { InformeRequest } from '@insp/contracts/checklist-revisiones';
import { readXlsx } from '@insp/reports/testing';

import type { BenchService } from '../service.ts';

/** How often the job is polled (a remote polls every second or so; a bench wants the finish time closer). */
const POLL_MS = 20;
/** A job that has not finished by then is a failure of the bench, not a figure. */
const JOB_TIMEOUT_MS = 10 * 60 * 1000;

export interface Document {
  /** From POST to the last byte of the file. */
  ms: number;
  bytes: Buffer;
  fileName: string;
  /** The job's last status (its progress total, for the documents that report one). */
  status: ReportStatus;
}

export async function requestDocument(service: BenchService, claims: AccessClaims, request: InformeRequest): Promise<Document> {
  const companyId = claims.companyId ?? '';
  const started = performance.now();
  const { id } = ReportCreated.parse(await service.ok(claims, createReport, { companyId }, { body: request }));
  const params = { companyId, reportId: id };
  let status = ReportStatus.parse(await service.ok(claims, getReport, params));
  while (status.state === 'pendiente' || status.state === 'generando') {
    if (performance.now() - started > JOB_TIMEOUT_MS) throw new Error(`${request.kind}: still '${status.state}' after ${JOB_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    status = ReportStatus.parse(await service.ok(claims, getReport, params));
  }
  if (status.state !== 'listo' || !status.fileName) throw new Error(`${request.kind}: ${status.state} ${status.error ?? ''}`);
  const file = await service.app.inject({ method: 'GET', url: endpointUrl(downloadReport, params), headers: service.headersOf(claims) });
  if (file.statusCode !== 200) throw new Error(`${request.kind} file: ${file.statusCode} ${file.body}`);
  return { ms: performance.now() - started, bytes: file.rawPayload, fileName: status.fileName, status };
}

/** Pages of a PDF (its page objects). */
export function pdfPages(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
}

/** Image objects of a PDF (photos, logos). */
export function pdfImages(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Subtype\s*\/Image\b/g)?.length ?? 0;
}

/** Rows of every sheet of a workbook (headers included), read back as the service tests read them. */
export async function xlsxRows(bytes: Buffer): Promise<{ sheet: string; rows: number }[]> {
  const { sheets } = await readXlsx(bytes);
  return sheets.map((sheet) => ({ sheet: sheet.name, rows: sheet.rows.length }));
}
