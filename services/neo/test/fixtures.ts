import { randomUUID } from 'node:crypto';

import { type AccessClaims, createReport, getReport, ReportCreated, ReportStatus } from '@insp/contracts';
import { type EstadoRespuestaOT, neoCapturaEndpoints, type NeoDocumentRequest, type NeoFirmaResult, type NeoRespuesta } from '@insp/contracts/neo';
import { jpegOf } from '@insp/module-service/testing';
import sharp from 'sharp';
import { expect } from 'vitest';

import type { TestContext } from './context.ts';

export interface SheetParams {
  companyId: string;
  projectId: string;
  checklistId: string;
  asignadoId: string;
  hojaId: string;
}

/** Capture, image and report helpers of the NEO tests. */
export function fixtures(ctx: TestContext) {
  /** A small JPEG drawn with sharp, stored as an uploaded photo of the company. */
  const photo = async (companyId: string, uploadedBy: string, color = { r: 200, g: 40, b: 40 }): Promise<string> => {
    const data = await jpegOf(color);
    return (await ctx.context.files.storeImage(companyId, data, { uploadedBy, kind: 'photo' })).id;
  };

  /** A drawn signature (an SVG path rendered to PNG with a transparent background), as the canvas sends it. */
  const signature = async (): Promise<string> => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><path d="M10 60 C 40 10, 70 10, 90 50 S 150 80, 230 20" stroke="#0d47a1" stroke-width="4" fill="none"/></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  };

  const answer = (
    claims: AccessClaims,
    params: SheetParams,
    body: { categoria?: number; pregunta?: number; slot?: 1 | 2; Estado?: EstadoRespuestaOT; Comentario?: string; Foto?: string | null; clientId?: string },
  ) =>
    ctx.call(
      claims,
      neoCapturaEndpoints.answer,
      { ...params },
      { body: { clientId: randomUUID(), categoria: 0, pregunta: 0, slot: 1, Estado: 'Aprobado', ...body } },
    );

  const answered = async (...args: Parameters<typeof answer>): Promise<NeoRespuesta> => ctx.ok<NeoRespuesta>(answer(...args));

  const sign = async (claims: AccessClaims, params: SheetParams, clientId = randomUUID()) =>
    ctx.call(claims, neoCapturaEndpoints.sign, { ...params }, { body: { clientId, Imagen: await signature() } });

  const signed = async (claims: AccessClaims, params: SheetParams): Promise<NeoFirmaResult> => ctx.ok<NeoFirmaResult>(sign(claims, params));

  /** POST /reports (202), run the jobs, and the final status. */
  const generated = async (companyId: string, claims: AccessClaims, body: NeoDocumentRequest): Promise<{ id: string; status: ReportStatus }> => {
    const response = await ctx.call(claims, createReport, { companyId }, { body });
    expect(response.statusCode, response.body).toBe(202);
    const id = ReportCreated.parse(response.json()).id;
    await ctx.context.reports.drain();
    const status = await ctx.call(claims, getReport, { companyId, reportId: id });
    return { id, status: ReportStatus.parse(status.json()) };
  };

  const download = async (companyId: string, claims: AccessClaims, reportId: string): Promise<{ bytes: Buffer; fileName: string; type: string }> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${reportId}/file`, headers: ctx.headersOf(claims) });
    expect(response.statusCode, response.body).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    return { bytes: response.rawPayload, fileName: decodeURIComponent(encoded), type: String(response.headers['content-type']) };
  };

  return { photo, signature, answer, answered, sign, signed, generated, download };
}
