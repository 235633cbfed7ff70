import { descriptorUrl } from '@insp/mf-kit';

/** A JSON file of the federation (no zod here: this module is in the sign-in page's bundle too). */
export function fetchJson(url: string): Promise<unknown> {
  return fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url} ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

let config: Promise<unknown> | null = null;
const descriptors = new Map<string, { url: string; json: Promise<unknown> }>();

/**
 * A signed-in page's registry (/config.json) and its remotes' descriptors, asked for while the page
 * boots (index.ts) instead of once the signed-in app's chunks have arrived and run: both are round
 * trips in a row on the way to the first screen (a capture page's first screen waited for about
 * thirteen; issue 19 §5). boot.ts takes each answer once and checks it as before; a retry asks again.
 */
export function requestFederationEarly(origin: string): void {
  const registry = fetchJson('/config.json');
  config = registry;
  registry.then(
    (value) => {
      const remotes = typeof value === 'object' && value !== null ? (value as { remotes?: unknown }).remotes : undefined;
      if (typeof remotes !== 'object' || remotes === null) return;
      for (const [id, manifestUrl] of Object.entries(remotes)) {
        if (typeof manifestUrl !== 'string') continue;
        try {
          const url = descriptorUrl(manifestUrl, origin);
          const json = fetchJson(url);
          // boot.ts may never take it (a failed registry read it anew): not an unhandled rejection
          json.catch(() => undefined);
          descriptors.set(id, { url, json });
        } catch {
          // a malformed address: boot.ts reports it when it reads the registry itself
        }
      }
    },
    () => undefined,
  );
}

/** /config.json's answer asked for at boot, once (null: not asked for, or taken already). */
export function takeEarlyConfig(): Promise<unknown> | null {
  const taken = config;
  config = null;
  return taken;
}

/** A remote's descriptor asked for at boot from `url`, once. */
export function takeEarlyDescriptor(id: string, url: string): Promise<unknown> | null {
  const early = descriptors.get(id);
  descriptors.delete(id);
  return early?.url === url ? early.json : null;
}
