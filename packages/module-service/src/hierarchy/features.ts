import type { ZodApp } from '@insp/service-kit';

import type { ScopeSet } from './scopes.ts';

/** A feature folder: registers its routes, model indexes, cascades, lifecycle handlers and scheduled tasks. */
export type ModuleFeature<D> = (app: ZodApp, deps: D) => Promise<void> | void;

/**
 * Registers a module service's features, in the order given (cascades and lifecycle handlers run in
 * registration order), each as an encapsulated Fastify plugin: the hooks and decorators a feature
 * adds stay in its folder. Each folder gets the one scope hook (`scopes.hook`, createScopes): a
 * route names the chain of parents it needs in `config.scope` and the hook resolves it before the
 * handler, after validation and the tenant and access checks. A route naming a chain that is not
 * in `scopes.chains` fails the registration, so the hook never meets an unknown name.
 */
export async function registerFeatures<D extends { scopes: ScopeSet<string> }>(app: ZodApp, deps: D, features: readonly ModuleFeature<D>[]): Promise<void> {
  const { scopes } = deps;
  for (const feature of features) {
    await app.register(async (folder: ZodApp) => {
      folder.addHook('onRoute', (route) => {
        const name = route.config?.scope;
        if (name !== undefined && !Object.hasOwn(scopes.chains, name)) throw new Error(`unknown scope '${name}' on ${route.method} ${route.url}`);
      });
      folder.addHook('preHandler', scopes.hook);
      await feature(folder, deps);
    });
  }
}
