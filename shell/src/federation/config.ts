import { z } from 'zod';

import { fetchJson, takeEarlyConfig } from './early-requests.ts';

/** `/config.json`: the runtime registry, remote name → manifest URL. */
export const RuntimeConfig = z.object({ remotes: z.record(z.string().regex(/^[a-z_]+$/), z.string()) });
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

/** The registry, from the request the page's boot made when there is one (early-requests.ts). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  return RuntimeConfig.parse(await (takeEarlyConfig() ?? fetchJson('/config.json')));
}
