import multipart from '@fastify/multipart';
import { type AccessClaims, downloadFile, endpointResponses, FileParams, ImageQuery, uploadFile } from '@insp/contracts';
import { common, files as messages } from '@insp/messages';
import { access, HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import type { FastifyError, FastifyReply } from 'fastify';

import type { ModuleContext } from '../context.ts';
import { fileAccess } from './access.ts';
import { readImageForm, UPLOAD_BODY_LIMIT, uploadError, uploadLimits } from './form.ts';
import { verifyFileSignature } from './signed-links.ts';
import { imageReader } from './store.ts';

/** Stored versions never change (a new upload gets new ids), so browsers keep them for a year. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** True when If-None-Match names this ETag (or is '*'); weak and strong forms compare alike. */
function notModified(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * Upload and download of images. Neither fits the JSON `route()` helper (multipart in, bytes out),
 * so both are registered with `app.route` from their contract's path, params and answer.
 */
export function fileRoutes(app: ZodApp, context: ModuleContext): void {
  const gate = access.signedIn(context.spec.module);
  const readImage = imageReader(context.db, fileAccess(context.db, context.spec));

  // Multipart parsing and the 15 MB body exist for this one route only.
  void app.register(async (scope: ZodApp) => {
    await scope.register(multipart, { limits: uploadLimits });
    // The parser's and Fastify's refusals in Spanish; anything else goes on to the service's handler.
    scope.setErrorHandler((error: FastifyError) => {
      throw uploadError(error) ?? error;
    });

    scope.route({
      method: uploadFile.method,
      url: uploadFile.path,
      config: gate,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        summary: uploadFile.summary,
        description:
          'Cuerpo multipart/form-data: un campo de archivo con una imagen JPEG, PNG o WebP (por contenido) de hasta 15 MB, ' +
          "y opcionalmente `kind` = 'photo' (por defecto) o 'signature'. 413 sobre 15 MB o sobre 40 megapíxeles, 415 si no es una imagen válida.",
        tags: uploadFile.tags,
        consumes: ['multipart/form-data'],
        params: uploadFile.params,
        response: { [uploadFile.status ?? 201]: uploadFile.response },
      },
      handler: async (request, reply) => {
        const companyId = tenantCompanyId(request, request.params.companyId);
        // Refuse a body announced too large before reading any of it.
        if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw new HttpError(413, messages.tooLarge);
        const form = await readImageForm(request);
        const uploadedBy = request.principal?.sub ?? '';
        const stored = await context.files.storeImage(companyId, form.data, { uploadedBy, kind: form.kind });
        return reply.code(201).send(stored);
      },
    });
  });

  // Public with its own gate: a bearer token of the company and module (what `gate` asks of every
  // other route) OR a signed link (photo links in Excel reports, which cannot send a header).
  const signedLink = (query: { exp?: unknown; firma?: unknown }) => query.exp !== undefined || query.firma !== undefined;
  app.route({
    method: downloadFile.method,
    url: downloadFile.path,
    config: { public: true },
    schema: {
      summary: downloadFile.summary,
      description:
        'Con token bearer de un usuario de la empresa y del módulo que ve el proyecto del registro al que pertenece ' +
        'la imagen (404 si no; una imagen aún sin registro, solo para quien la subió), o sin token con un enlace firmado ' +
        '(`exp` y `firma`, como los de las fotos de los informes Excel; válido 30 días).',
      tags: downloadFile.tags,
      security: [{ bearer: [] }, {}],
      // The contract's own schemas (its optional `query` field would type the request as unknown).
      params: FileParams,
      querystring: ImageQuery,
      response: endpointResponses(downloadFile),
    },
    // Before validation, like the gate of an access route: the tenant guard (preValidation) then
    // refuses another company's caller before the params are looked at.
    onRequest: async (request) => {
      if (signedLink(request.query as Record<string, unknown>)) return;
      request.principal = await app.authenticate(request, gate.access);
    },
    handler: async (request, typedReply) => {
      // Bytes and 304s, not the documented JSON: the untyped reply.
      const reply: FastifyReply = typedReply;
      const { params, query } = request;
      let companyId: string;
      // A signed link was made for a reader of the file (a report's author); a bearer caller is
      // checked against the file's record: only who sees its project (or, unattached, its uploader).
      let reader: AccessClaims | null = null;
      if (signedLink(query)) {
        verifyFileSignature(context.config, { companyId: params.companyId, fileId: params.fileId, size: query.size, exp: query.exp, firma: query.firma });
        companyId = params.companyId;
      } else {
        companyId = tenantCompanyId(request, params.companyId);
        reader = request.principal ?? null;
        if (!reader) throw new HttpError(401, common.unauthenticated);
      }
      const version = await readImage(companyId, params.fileId, query.size, reader);
      if (!version) throw new HttpError(404, common.notFound);
      void reply.header('etag', version.etag).header('cache-control', CACHE_CONTROL);
      if (notModified(request.headers['if-none-match'], version.etag)) return reply.code(304).send();
      void reply.type(version.contentType).header('content-length', version.length);
      return reply.send(await version.open());
    },
  });
}
