import type { ZodApp } from '@insp/service-kit';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';

import { type ModuleFeature, registerFeatures } from '../src/hierarchy/features.ts';
import type { ScopeHandler, ScopeSet } from '../src/hierarchy/scopes.ts';

/** Scopes whose hook answers which chain it resolved, as createScopes' does from `config.scope`. */
function recordingScopes() {
  const resolved: string[] = [];
  const hook: ScopeHandler = async (request: FastifyRequest) => {
    resolved.push(request.routeOptions.config.scope ?? 'ninguna');
  };
  return { resolved, scopes: { hook, chains: { projectScope: [], listadoScope: ['listado'] } } };
}

async function appWith<D extends { scopes: ScopeSet<string> }>(deps: D, features: ModuleFeature<D>[]): Promise<ZodApp> {
  const app = Fastify() as unknown as ZodApp;
  await registerFeatures(app, deps, features);
  await app.ready();
  return app;
}

describe('feature folders (registerFeatures)', () => {
  it("runs the folder's one scope hook before every handler with the chain its route names, and none for a route without one", async () => {
    const { resolved, scopes } = recordingScopes();
    const app = await appWith({ scopes }, [
      (folder) => {
        folder.get('/projects', () => ({ seen: [...resolved] }));
        folder.get('/projects/:projectId', { config: { scope: 'projectScope' } }, () => ({ seen: [...resolved] }));
      },
      (folder) => {
        folder.get('/listados/:listadoId', { config: { scope: 'listadoScope' } }, () => ({ seen: [...resolved] }));
      },
    ]);

    expect((await app.inject({ url: '/projects' })).json()).toEqual({ seen: ['ninguna'] });
    expect((await app.inject({ url: '/projects/1' })).json()).toEqual({ seen: ['ninguna', 'projectScope'] });
    expect((await app.inject({ url: '/listados/1' })).json()).toEqual({ seen: ['ninguna', 'projectScope', 'listadoScope'] });
    await app.close();
  });

  it('registers the features in the order given, and keeps what one folder adds (hooks, decorators) inside it', async () => {
    const { scopes } = recordingScopes();
    const order: string[] = [];
    const app = await appWith({ scopes }, [
      (folder) => {
        order.push('proyectos');
        folder.decorateRequest('marca', 'proyectos');
        folder.addHook('onRequest', async (_request, reply) => {
          void reply.header('x-carpeta', 'proyectos');
        });
        folder.get('/a', (request) => ({ marca: (request as FastifyRequest & { marca?: string }).marca ?? null }));
      },
      async (folder) => {
        await Promise.resolve();
        order.push('revisiones');
        folder.get('/b', (request) => ({ marca: (request as FastifyRequest & { marca?: string }).marca ?? null }));
      },
    ]);

    expect(order).toEqual(['proyectos', 'revisiones']);
    const a = await app.inject({ url: '/a' });
    expect(a.json()).toEqual({ marca: 'proyectos' });
    expect(a.headers['x-carpeta']).toBe('proyectos');
    const b = await app.inject({ url: '/b' });
    expect(b.json()).toEqual({ marca: null });
    expect(b.headers['x-carpeta']).toBeUndefined();
    await app.close();
  });

  it('refuses to start a service whose route names a scope its scopes do not have', async () => {
    const { scopes } = recordingScopes();
    await expect(
      appWith({ scopes }, [
        (folder) => {
          folder.get('/projects/:projectId', { config: { scope: 'proyectoScope' } }, () => ({}));
        },
      ]),
    ).rejects.toThrow("unknown scope 'proyectoScope'");
    // The folder's hook is not a chain a route may name.
    await expect(
      appWith({ scopes }, [
        (folder) => {
          folder.get('/projects/:projectId', { config: { scope: 'hook' } }, () => ({}));
        },
      ]),
    ).rejects.toThrow("unknown scope 'hook'");
  });
});
