import type { SharedEntry } from './shared.ts';

/**
 * The shell is built without the federation build plugin (so its sign-in page is an ordinary,
 * tree-shaken bundle with no federation runtime) and provides its shared singletons to the share
 * scope at run time, after sign-in. This turns the ONE shared config (`sharedConfig`, the same one
 * the remotes are built with, injected into the shell build as `__INSP_SHARED__`) plus the shell's
 * loaders (request → dynamic import of the shell's own module) into the runtime's `shared` option.
 */
export type SharedLoader = () => Promise<unknown>;

export interface RuntimeShared {
  version: string;
  scope: string;
  get: () => Promise<() => unknown>;
  shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean; eager: boolean };
}

/** The config entry governing `request`: its exact key, else the longest trailing-slash key it starts with. */
export function sharedEntryFor(config: Readonly<Record<string, SharedEntry>>, request: string): SharedEntry | null {
  const exact = config[request];
  if (exact) return exact;
  let best: string | null = null;
  for (const key of Object.keys(config)) {
    if (key.endsWith('/') && request.startsWith(key) && (best === null || key.length > best.length)) best = key;
  }
  return best === null ? null : (config[best] ?? null);
}

/** The runtime `shared` option of the host: one singleton entry per provided request. */
export function hostShared(config: Readonly<Record<string, SharedEntry>>, loaders: Readonly<Record<string, SharedLoader>>): Record<string, RuntimeShared> {
  const shared: Record<string, RuntimeShared> = {};
  for (const [request, load] of Object.entries(loaders)) {
    const entry = sharedEntryFor(config, request);
    if (!entry) throw new Error(`${request} is not in the shared list of @insp/mf-kit`);
    shared[request] = {
      version: entry.version,
      scope: 'default',
      get: () => load().then((mod) => () => mod),
      shareConfig: { singleton: entry.singleton, requiredVersion: entry.requiredVersion, strictVersion: entry.strictVersion, eager: false },
    };
  }
  return shared;
}
