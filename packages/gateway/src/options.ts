import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serviceNames = ['admin', 'revisiones', 'checklist-revisiones', 'neo'] as const;
export type ServiceName = (typeof serviceNames)[number];

export interface RemoteSite {
  /** Federation name (config.json key), e.g. checklist_revisiones. */
  name: string;
  /** URL folder under /remotes/, e.g. checklist-revisiones. */
  folder: string;
  /** The remote's dist folder on disk. */
  dir: string;
}

export interface GatewayOptions {
  shellDir: string;
  remotes: RemoteSite[];
  services: Record<ServiceName, string>;
  logger?: boolean;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The local layout: shell/dist, mf-*\/dist, services on 4001..4004 unless the env says otherwise. */
export function defaultOptions(env: NodeJS.ProcessEnv = process.env, root = repoRoot): GatewayOptions {
  const remote = (name: string): RemoteSite => {
    const folder = name.replace(/_/g, '-');
    return { name, folder, dir: join(root, `mf-${folder}`, 'dist') };
  };
  return {
    shellDir: join(root, 'shell', 'dist'),
    remotes: ['admin', 'revisiones', 'checklist_revisiones', 'neo'].map(remote),
    services: {
      admin: env.ADMIN_URL ?? 'http://127.0.0.1:4001',
      revisiones: env.REVISIONES_URL ?? 'http://127.0.0.1:4002',
      'checklist-revisiones': env.CHECKLIST_REVISIONES_URL ?? 'http://127.0.0.1:4003',
      neo: env.NEO_URL ?? 'http://127.0.0.1:4004',
    },
    logger: env.GATEWAY_LOG === '1',
  };
}

export const hasBuild = (dir: string): boolean => existsSync(dir);
