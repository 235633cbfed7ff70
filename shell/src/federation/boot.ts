import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';
import { descriptorUrl, remoteEntryUrl } from '@insp/mf-kit';

import { shellStore } from '../session/store.ts';
import { fetchRuntimeConfig } from './config.ts';
import { fetchJson, takeEarlyDescriptor } from './early-requests.ts';
import { federation, remoteInitOrder } from './instance.ts';
import { loadWithRetry } from './retry.ts';
import { federationAtom, type RemoteState } from './state.ts';

/** Per try; a remote gets two (see loadWithRetry). */
const DESCRIPTOR_TIMEOUT_MS = 15_000;
const CONFIG_TIMEOUT_MS = 15_000;

const isDescriptor = (value: unknown, id: string): value is ModuleDescriptor =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id && Array.isArray((value as { routes?: unknown }).routes);

/**
 * A remote's descriptor (sidebar and owned routes): static data its build writes beside its manifest,
 * one small fetch. The remote's entry and code download only when one of its routes is shown
 * (spa-apps.ts), so a first screen carries one remote, not four.
 */
async function loadDescriptor(id: string, manifestUrl: string): Promise<RemoteState> {
  try {
    const url = descriptorUrl(manifestUrl, window.location.origin);
    const descriptor = await loadWithRetry(
      `descriptor of ${id}`,
      async () => {
        // the request the page's boot made, the first time (early-requests.ts)
        const value = await (takeEarlyDescriptor(id, url) ?? fetchJson(url));
        if (!isDescriptor(value, id)) throw new Error(`bad descriptor from ${id}`);
        return value;
      },
      DESCRIPTOR_TIMEOUT_MS,
    );
    return { id, descriptor };
  } catch (error) {
    console.error(`[shell] remote ${id} unavailable`, error);
    return { id, descriptor: null };
  }
}

let booting: Promise<void> | null = null;

/**
 * Reads /config.json, registers every remote with the federation runtime (nothing downloads yet),
 * reads each remote's descriptor (a failing remote is recorded, never fatal), then registers the
 * single-spa apps, which load a remote's entry and './spa' when one of its routes is active.
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
      const entries = Object.entries(config.remotes);
      remoteInitOrder.rank(entries.map(([name]) => name));
      federation.registerRemotes(entries.map(([name, url]) => ({ name, entry: remoteEntryUrl(url, window.location.origin) })));
      remotes = await Promise.all(entries.map(([id, url]) => loadDescriptor(id, url)));
    } catch (error) {
      // without the registry no remote can load: every module is unavailable (its failure and
      // 'Reintentar' in the content area), not an unknown page
      console.error('[shell] /config.json unavailable', error);
      remotes = Object.keys(navigation.modules).map((id) => ({ id, descriptor: null }));
    }
    // the layout and its sidebar render it in a transition (useShellValue, issue 19 §5)
    shellStore.set(federationAtom, (s) => ({ ...s, status: 'ready', remotes }));
    const { startSpaApps } = await spaApps;
    startSpaApps(remotes);
  })();
  return booting;
}
