import multipart from '@fastify/multipart';
import { endpointResponses } from '@insp/contracts';
import { enlacesPortalEndpoints, portalEndpoints, PortalFotoParams, PortalFotoQuery, PortalParams } from '@insp/contracts/portal';
import { common, files as fileTexts } from '@insp/messages';
import { portal as texts } from '@insp/messages/portal';
import { access, HttpError, route, type ZodApp } from '@insp/service-kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import type { ModuleContext } from '../context.ts';
import { actorOf } from '../events/appender.ts';
import { fileAccess } from '../files/access.ts';
import { readImageForm, UPLOAD_BODY_LIMIT, uploadError, uploadLimits } from '../files/form.ts';
import { imageReader } from '../files/store.ts';
import { windowCounter } from './rate-limit.ts';
import type { OpenLink, PortalService } from './service.ts';

/** Calls per minute: the page, uploads and fixes per link; photos per link (a page shows many); anything per client address. */
export const PORTAL_LIMITS = { perLink: 60, photosPerLink: 600, perAddress: 900, windowMs: 60_000 } as const;

const tooMany = () => new HttpError(429, texts.demasiadasSolicitudes);

/**
 * The portal's routes (issue 20 §2). Director routes: the company's director or the Administrador
 * (a UsuarioEmpresa 403). Public routes: no session; the token is the gate (service.open), with
 * rate limits per client address and per link.
 */
export function portalRoutes(app: ZodApp, context: ModuleContext, service: PortalService): void {
  const managers = access.managers(context.spec.module);
  const perLink = windowCounter(PORTAL_LIMITS.perLink, PORTAL_LIMITS.windowMs);
  const photosPerLink = windowCounter(PORTAL_LIMITS.photosPerLink, PORTAL_LIMITS.windowMs);
  const perAddress = windowCounter(PORTAL_LIMITS.perAddress, PORTAL_LIMITS.windowMs);
  const readImage = imageReader(context.db, fileAccess(context.db, context.spec));

  /** Rate limits and the link's gate (404/410 before anything is read for the caller). */
  async function gate(request: FastifyRequest, token: string, counter = perLink): Promise<OpenLink> {
    if (!perAddress.hit(request.ip)) throw tooMany();
    const open = await service.open(token);
    if (!counter.hit(open.doc._id)) throw tooMany();
    return open;
  }

  const { list, create, revoke, subcontratos } = enlacesPortalEndpoints;
  route(app, list, managers, ({ params }) => service.list(params.companyId, params.projectId));
  route(app, subcontratos, managers, ({ params }) => service.subcontratos(params.companyId, params.projectId));
  route(app, create, managers, ({ params, body }, request) => service.issue(params.companyId, params.projectId, actorOf(request), body));
  route(app, revoke, managers, ({ params }, request) => service.revoke(params.companyId, params.projectId, params.enlaceId, actorOf(request)));

  route(app, portalEndpoints.view, { public: true }, async ({ params }, request) => service.view(await gate(request, params.token)));

  route(app, portalEndpoints.correccion, { public: true }, async ({ params, body }, request) =>
    service.informar(await gate(request, params.token), params.itemId, { comentario: body.comentario, fotos: body.fotos }),
  );

  // Multipart parsing and the 15 MB body exist for the upload only (as the console's upload route).
  void app.register(async (scope: ZodApp) => {
    await scope.register(multipart, { limits: uploadLimits });
    scope.setErrorHandler((error: FastifyError) => {
      throw uploadError(error) ?? error;
    });
    const { upload } = portalEndpoints;
    scope.route({
      method: upload.method,
      url: upload.path,
      config: { public: true },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        summary: upload.summary,
        description:
          'Cuerpo multipart/form-data: un campo de archivo con una imagen JPEG, PNG o WebP de hasta 15 MB. 413 sobre 15 MB, 415 si no es una imagen.',
        tags: upload.tags,
        consumes: ['multipart/form-data'],
        params: PortalParams,
        response: { 201: upload.response },
      },
      handler: async (request, reply) => {
        const open = await gate(request, request.params.token);
        if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw new HttpError(413, fileTexts.tooLarge);
        const form = await readImageForm(request);
        return reply.code(201).send(await service.upload(open, form.data));
      },
    });
  });

  const { foto } = portalEndpoints;
  app.route({
    method: foto.method,
    url: foto.path,
    config: { public: true },
    schema: { summary: foto.summary, tags: foto.tags, params: PortalFotoParams, querystring: PortalFotoQuery, response: endpointResponses(foto) },
    handler: async (request, typedReply) => {
      // Bytes, not the documented JSON: the untyped reply.
      const reply: FastifyReply = typedReply;
      const open = await gate(request, request.params.token, photosPerLink);
      if (!(await service.mayShowFoto(open, request.params.fileId))) throw new HttpError(404, texts.fotoNoDisponible);
      const version = await readImage(open.link.companyId, request.params.fileId, request.query.size, null);
      if (!version) throw new HttpError(404, common.notFound);
      void reply.header('etag', version.etag).header('cache-control', 'private, max-age=3600');
      void reply.type(version.contentType).header('content-length', version.length);
      return reply.send(await version.open());
    },
  });
}
