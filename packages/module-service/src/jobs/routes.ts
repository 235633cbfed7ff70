import { type AccessClaims, createReport, downloadReport, downloadReportItem, getReport, ReportItemParams, ReportParams } from '@insp/contracts';
import { common } from '@insp/messages';
import { access, HttpError, route, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { ModuleContext } from '../context.ts';
import { attachment } from './disposition.ts';
import { reportServiceOf } from './jobs.ts';
import type { Download } from './service.ts';

function principalOf(request: FastifyRequest): AccessClaims {
  if (!request.principal) throw new HttpError(401, common.unauthenticated);
  return request.principal;
}

function send(reply: FastifyReply, download: Download): FastifyReply {
  return reply
    .type(download.contentType)
    .header('content-length', download.length)
    .header('content-disposition', attachment(download.fileName))
    .header('cache-control', 'private, no-store')
    .send(download.stream);
}

/**
 * Report jobs over HTTP: request (202 + id), follow, download. Every signed-in user of the module
 * may ask for documents; what a kind may show is the kind's own concern.
 */
export function reportRoutes(app: ZodApp, context: ModuleContext): void {
  const gate = access.signedIn(context.spec.module);
  const service = reportServiceOf(context.reports);

  route(app, createReport, gate, ({ params, body }, request) => service.create(tenantCompanyId(request, params.companyId), principalOf(request), body));

  route(app, getReport, gate, ({ params }, request) => service.status(tenantCompanyId(request, params.companyId), principalOf(request), params.reportId));

  // Bytes out, not the documented JSON: registered from the contract's path, params and answer.
  app.route({
    method: downloadReport.method,
    url: downloadReport.path,
    config: gate,
    schema: { summary: downloadReport.summary, tags: downloadReport.tags, params: ReportParams, response: { 200: downloadReport.response } },
    handler: async (request, reply) => {
      const { companyId, reportId } = request.params;
      return send(reply, await service.file(tenantCompanyId(request, companyId), principalOf(request), reportId));
    },
  });

  app.route({
    method: downloadReportItem.method,
    url: downloadReportItem.path,
    config: gate,
    schema: { summary: downloadReportItem.summary, tags: downloadReportItem.tags, params: ReportItemParams, response: { 200: downloadReportItem.response } },
    handler: async (request, reply) => {
      const { companyId, reportId, index } = request.params;
      return send(reply, await service.itemFile(tenantCompanyId(request, companyId), principalOf(request), reportId, index));
    },
  });
}
