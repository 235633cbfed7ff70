import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { common } from '@insp/messages';
import { clientErrorHandler } from '@insp/service-kit/client-error';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

import { limitedBodyParser } from './body-limit.ts';
import { cacheControlFor } from './cache.ts';
import { compressionOptions } from './compression.ts';
import { gatewayErrorHandler } from './errors.ts';
import { isInternalApiPath } from './internal-guard.ts';
import { DEFAULT_BODY_LIMIT, DEFAULT_PROXY_TIMEOUT_MS, DEFAULT_UPLOAD_LIMIT, type GatewayOptions, hasBuild, serviceNames } from './options.ts';
import { forwardClientAddress, proxyError, retryDelay } from './proxy.ts';
import { securityHeaders } from './security-headers.ts';

/** The shell build's document for /auth/sign-in (shell/rspack.config.ts `documents`). */
const SIGN_IN_DOCUMENT = 'sign-in.html';

export type { GatewayOptions } from './options.ts';

/** A contractor portal page (`/portal/<module>/<linkId>.<signature>`, issue 20 §2): its token's dot is no file extension. */
const isPortalPage = (path: string) => /^\/portal\/[^/]+\/[^/]+$/.test(path);
const looksLikeFile = (path: string) => !isPortalPage(path) && /\/[^/]+\.[a-z0-9]+$/i.test(path);

/** The local gateway: shell + remotes as static files, /config.json, /api/<service> proxies. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The gateway is the edge: no X-Forwarded-* from a client is believed.
    trustProxy: false,
    // Bad percent-encoding and over-long paths answer like every other error.
    frameworkErrors: gatewayErrorHandler,
    clientErrorHandler,
  });
  app.setErrorHandler(gatewayErrorHandler);

  app.addHook('onRequest', async (request, reply) => {
    // On every answer of the gateway; a service's answer keeps the service's own values.
    reply.headers(securityHeaders);
    if (isInternalApiPath(request.url)) return reply.code(404).send({ message: common.notFound });
  });

  // Bodies go on to the services as streams, refused here when over the services' own limits.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', limitedBodyParser({ body: options.bodyLimit ?? DEFAULT_BODY_LIMIT, upload: options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT }));
  const proxyTimeoutMs = options.proxyTimeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;

  // Proxied JSON and anything without a precompressed copy, compressed when the browser asks.
  await app.register(fastifyCompress, compressionOptions);

  app.get('/config.json', async (_request, reply) => {
    const remotes = Object.fromEntries(options.remotes.map((r) => [r.name, `/remotes/${r.folder}/mf-manifest.json`]));
    return reply.header('cache-control', 'no-cache').send({ remotes });
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    // main.1a2b3c4d.js.br / .gz beside each file (scripts/precompress.mjs after every front-end
    // build), chosen by Accept-Encoding, with Vary: Accept-Encoding on every file answer.
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
  });

  const sendShell = (reply: FastifyReply, document = 'index.html') => {
    if (!hasBuild(options.shellDir)) return reply.code(503).type('text/plain').send(common.unavailable);
    const file = existsSync(join(options.shellDir, document)) ? document : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file, options.shellDir);
  };
  app.get('/', async (_request, reply) => sendShell(reply));
  // the sign-in page's own document: its static card is painted by markup, before any script (shell build)
  for (const path of ['/auth/sign-in', '/auth/sign-in/']) app.get(path, async (_request, reply) => sendShell(reply, SIGN_IN_DOCUMENT));

  for (const remote of options.remotes) {
    app.get(`/remotes/${remote.folder}/*`, async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (!hasBuild(remote.dir) || !file) return reply.code(404).send({ message: common.notFound });
      return reply.sendFile(file, remote.dir);
    });
  }

  for (const service of serviceNames) {
    await app.register(fastifyHttpProxy, {
      upstream: options.services[service],
      prefix: `/api/${service}`,
      rewritePrefix: '',
      proxyPayloads: false,
      // A frozen service answers 503 after the services' own timeout, not undici's 300 s. Event
      // streams send a heartbeat every 15 s, well within the pause allowed mid-answer.
      undici: { headersTimeout: proxyTimeoutMs, bodyTimeout: proxyTimeoutMs, connectTimeout: Math.min(proxyTimeoutMs, 10_000) },
      replyOptions: { rewriteRequestHeaders: forwardClientAddress, retryDelay, onError: proxyError },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/remotes/') && !looksLikeFile(path);
    if (!isPage) return reply.code(404).send({ message: common.notFound });
    return sendShell(reply);
  });

  return app;
}
