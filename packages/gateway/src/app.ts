import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { common } from '@insp/messages';
import { cacheControlFor } from './cache.ts';
import { isInternalApiPath } from './internal-guard.ts';
import { hasBuild, serviceNames, type GatewayOptions } from './options.ts';

export type { GatewayOptions } from './options.ts';

const looksLikeFile = (path: string) => /\/[^/]+\.[a-z0-9]+$/i.test(path);

/** The local gateway: shell + remotes as static files, /config.json, /api/<service> proxies. */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.addHook('onRequest', async (request, reply) => {
    if (isInternalApiPath(request.url)) return reply.code(404).send({ message: common.notFound });
  });

  app.get('/config.json', async (_request, reply) => {
    const remotes = Object.fromEntries(options.remotes.map((r) => [r.name, `/remotes/${r.folder}/mf-manifest.json`]));
    return reply.header('cache-control', 'no-cache').send({ remotes });
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
  });

  const sendShell = (reply: FastifyReply) => {
    if (!hasBuild(options.shellDir)) return reply.code(503).type('text/plain').send(common.unavailable);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.shellDir);
  };
  app.get('/', async (_request, reply) => sendShell(reply));

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
      replyOptions: {
        onError: (reply) => {
          reply.code(503).send({ message: common.unavailable });
        },
      },
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
