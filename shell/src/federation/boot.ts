import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';
import { exposedModule } from '@insp/mf-kit';

import { shellStore } from '../session/store.ts';
import { fetchRuntimeConfig } from './config.ts';
import { federation, remoteInitOrder } from './instance.ts';
import { loadWithRetry } from './retry.ts';
import { federationAtom, type RemoteState } from './state.ts';

/** Per try; a remote gets two (see loadWithRetry). */
const DESCRIPTOR_TIMEOUT_MS = 15_000;
const CONFIG_TIMEOUT_MS = 15_000;

const isDescriptor = (value: unknown, id: string): value is ModuleDescriptor =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id && Array.isArray((value as { routes?: unknown }).routes);

async function loadDescriptor(id: string): Promise<RemoteState> {
  try {
    const descriptor = await loadWithRetry(
      `remote ${id}`,
      async () => {
        const mod = await federation.loadRemote<{ default?: unknown }>(exposedModule(id, 'module'));
        const value = mod && 'default' in mod ? mod.default : mod;
        if (!isDescriptor(value, id)) throw new Error(`bad descriptor from ${id}`);
        return value;
      },
      DESCRIPTOR_TIMEOUT_MS,
    );
    return { id, descriptor };
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
    // single-spa and the apps' registration download beside /config.json and the remotes' entries,
    // not one round trip after them (the first screen waits for every step of this chain)
    const spaApps = import('./spa-apps.ts');
    spaApps.catch(() => undefined);
    shellStore.set(federationAtom, (s) => ({ ...s, status: 'loading' }));
    let remotes: RemoteState[];
    try {
      const config = await loadWithRetry('/config.json', fetchRuntimeConfig, CONFIG_TIMEOUT_MS);
      const ids = Object.keys(config.remotes);
      remoteInitOrder.expect(ids);
      federation.registerRemotes(Object.entries(config.remotes).map(([name, url]) => ({ name, entry: new URL(url, window.location.origin).href })));
      remotes = await Promise.all(ids.map(loadDescriptor));
    } catch (error) {
      // without the registry no remote can load: every module is unavailable (its failure and
      // 'Reintentar' in the content area), not an unknown page
      console.error('[shell] /config.json unavailable', error);
      remotes = Object.keys(navigation.modules).map((id) => ({ id, descriptor: null }));
    }
    shellStore.set(federationAtom, (s) => ({ ...s, status: 'ready', remotes }));
    const { startSpaApps } = await spaApps;
    startSpaApps(remotes);
  })();
  return booting;
}
