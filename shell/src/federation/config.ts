import { z } from 'zod';

/** `/config.json`: the runtime registry, remote name → manifest URL. */
export const RuntimeConfig = z.object({ remotes: z.record(z.string().regex(/^[a-z_]+$/), z.string()) });
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json ${response.status}`);
  return RuntimeConfig.parse(await response.json());
}
