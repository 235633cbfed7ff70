import type { ModuleDescriptor } from '@insp/contracts';
import { exposedModule } from '@insp/mf-kit';
import { shellStore } from '../session/store.ts';
import { fetchRuntimeConfig } from './config.ts';
import { federation, remoteInitOrder } from './instance.ts';
import { federationAtom, type RemoteState } from './state.ts';

const DESCRIPTOR_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const isDescriptor = (value: unknown, id: string): value is ModuleDescriptor =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id && Array.isArray((value as { routes?: unknown }).routes);

async function loadDescriptor(id: string): Promise<RemoteState> {
  try {
    const mod = await withTimeout(federation.loadRemote<{ default?: unknown }>(exposedModule(id, 'module')), DESCRIPTOR_TIMEOUT_MS);
    const value = mod && 'default' in mod ? mod.default : mod;
    if (!isDescriptor(value, id)) throw new Error(`bad descriptor from ${id}`);
    return { id, descriptor: value };
  } catch (error) {
    console.error(`[shell] remote ${id} unavailable`, error);
    remoteInitOrder.settle(id);
    return { id, descriptor: null };
  }
}

let booting: Promise<void> | null = null;

/**
 * Reads /config.json, registers every remote with the federation runtime, loads each './module'
 * descriptor (a failing remote is recorded, never fatal), then registers the single-spa apps.
 */
export function bootFederation(): Promise<void> {
  booting ??= (async () => {
    shellStore.set(federationAtom, (s) => ({ ...s, status: 'loading' }));
    let ids: string[] = [];
    try {
      const config = await fetchRuntimeConfig();
      ids = Object.keys(config.remotes);
      remoteInitOrder.expect(ids);
      federation.registerRemotes(
        Object.entries(config.remotes).map(([name, url]) => ({ name, entry: new URL(url, window.location.origin).href })),
      );
    } catch (error) {
      console.error('[shell] /config.json unavailable', error);
    }
    const remotes = await Promise.all(ids.map(loadDescriptor));
    shellStore.set(federationAtom, (s) => ({ ...s, status: 'ready', remotes }));
    const { startSpaApps } = await import('./spa-apps.ts');
    startSpaApps(remotes);
  })();
  return booting;
}
