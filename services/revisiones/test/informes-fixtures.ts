import { type AccessClaims, createReport, getReport, ReportCreated, ReportStatus } from '@insp/contracts';
import { type InformeRequest } from '@insp/contracts';
import { listadosEndpoints, updateObservacion } from '@insp/contracts';
import { expect } from 'vitest';

import type { TestContext } from './context.ts';
import type { Hierarchy } from './observaciones-fixtures.ts';

/** Helpers for the report tests: ask for a document, let the jobs run, read the result. */
export function informeFixtures(ctx: TestContext) {
  const request = (companyId: string, claims: AccessClaims, body: InformeRequest | Record<string, unknown>) =>
    ctx.call(claims, createReport, { companyId }, { body });

  /** POST /reports (expects 202) and returns the job id. */
  const requested = async (companyId: string, claims: AccessClaims, body: InformeRequest): Promise<string> => {
    const response = await request(companyId, claims, body);
    expect(response.statusCode, response.body).toBe(202);
    return ReportCreated.parse(response.json()).id;
  };

  const status = async (companyId: string, claims: AccessClaims, reportId: string): Promise<ReportStatus> => {
    const response = await ctx.call(claims, getReport, { companyId, reportId });
    expect(response.statusCode, response.body).toBe(200);
    return ReportStatus.parse(response.json());
  };

  /** Asks for a document, runs the jobs and returns its final status. */
  const generated = async (companyId: string, claims: AccessClaims, body: InformeRequest): Promise<{ id: string; status: ReportStatus }> => {
    const id = await requested(companyId, claims, body);
    await ctx.context.reports.drain();
    return { id, status: await status(companyId, claims, id) };
  };

  /** The bytes and Spanish file name of a finished document (or of one of its items). */
  const download = async (
    companyId: string,
    claims: AccessClaims,
    reportId: string,
    item?: number,
  ): Promise<{ bytes: Buffer; fileName: string; type: string }> => {
    const url = `/companies/${companyId}/reports/${reportId}${item === undefined ? '' : `/items/${item}`}/file`;
    const response = await ctx.app.inject({ method: 'GET', url, headers: ctx.headersOf(claims) });
    expect(response.statusCode, response.body).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    return { bytes: response.rawPayload, fileName: decodeURIComponent(encoded), type: String(response.headers['content-type']) };
  };

  /** Resolves an observation through PATCH (as the 'Editar detalle' dialog does). */
  const resolve = async (h: Hierarchy, observacionId: string, listadoId = h.listadoId, revisionId = h.revisionId) => {
    const response = await ctx.call(
      h.director,
      updateObservacion,
      { companyId: h.companyId, projectId: h.projectId, revisionId, listadoId, observacionId },
      { body: { Resuelta: true } },
    );
    expect(response.statusCode, response.body).toBe(200);
  };

  /** Deletes a list of the hierarchy's revision as its director does (soft delete, 2xx expected). */
  const removeListado = async (h: Hierarchy, listadoId: string) => {
    const removed = await ctx.call(h.director, listadosEndpoints.remove, {
      companyId: h.companyId,
      projectId: h.projectId,
      revisionId: h.revisionId,
      listadoId,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  };

  return { request, requested, status, generated, download, resolve, removeListado };
}
