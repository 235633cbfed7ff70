import {
  type AccessClaims,
  createReport,
  CreateReportBody,
  downloadReport,
  downloadReportItem,
  endpointResponses,
  getReport,
  ReportItemParams,
  ReportParams,
  reportRequestBody,
} from '@insp/contracts';
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

  // The body as a union on `kind` of the service's kinds (each kind's strict params), so the
  // document lists them and an unknown field is refused before the service looks. The service is
  // handed the body as sent: it stores it and the runner parses it again into the kind's params.
  const { reportKinds } = context.spec;
  const body = reportKinds ? reportRequestBody(reportKinds) : CreateReportBody;
  const sent = new WeakMap<FastifyRequest, unknown>();
  app.route({
    method: createReport.method,
    url: createReport.path,
    config: gate,
    schema: { summary: createReport.summary, tags: createReport.tags, params: createReport.params, body, response: endpointResponses(createReport) },
    preValidation: async (request) => {
      sent.set(request, request.body);
    },
    handler: async (request, reply) => {
      void reply.code(202);
      return service.create(tenantCompanyId(request, request.params.companyId), principalOf(request), CreateReportBody.parse(sent.get(request)));
    },
  });

  route(app, getReport, gate, ({ params }, request) => service.status(tenantCompanyId(request, params.companyId), principalOf(request), params.reportId));

  // Bytes out, not the documented JSON: registered from the contract's path, params and answer.
  app.route({
    method: downloadReport.method,
    url: downloadReport.path,
    config: gate,
    schema: { summary: downloadReport.summary, tags: downloadReport.tags, params: ReportParams, response: endpointResponses(downloadReport) },
    handler: async (request, reply) => {
      const { companyId, reportId } = request.params;
      return send(reply, await service.file(tenantCompanyId(request, companyId), principalOf(request), reportId));
    },
  });

  app.route({
    method: downloadReportItem.method,
    url: downloadReportItem.path,
    config: gate,
    schema: { summary: downloadReportItem.summary, tags: downloadReportItem.tags, params: ReportItemParams, response: endpointResponses(downloadReportItem) },
    handler: async (request, reply) => {
      const { companyId, reportId, index } = request.params;
      return send(reply, await service.itemFile(tenantCompanyId(request, companyId), principalOf(request), reportId, index));
    },
  });
}
