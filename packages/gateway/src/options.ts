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
  /** Largest body of any request but an upload, in bytes: the services' BODY_LIMIT (default 1 MiB). */
  bodyLimit?: number;
  /** Largest multipart/form-data body (photo uploads of the module services). */
  uploadLimit?: number;
  /** How long a service may take to start answering, or pause in mid-answer, before a 503. */
  proxyTimeoutMs?: number;
}

/** The services' own default BODY_LIMIT (packages/service-kit/src/config.ts). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/**
 * The module services' upload route: a 15 MB image plus the form around it (UPLOAD_BODY_LIMIT in
 * packages/module-service/src/files/form.ts).
 */
export const DEFAULT_UPLOAD_LIMIT = 15 * 1024 * 1024 + 64 * 1024;
/** The services' request timeout: a service that has not answered by then is taken as frozen. */
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

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
    // The same variable the services read, so the two limits cannot drift apart.
    bodyLimit: positiveIntegerOr(env.BODY_LIMIT, DEFAULT_BODY_LIMIT),
    uploadLimit: DEFAULT_UPLOAD_LIMIT,
    proxyTimeoutMs: DEFAULT_PROXY_TIMEOUT_MS,
  };
}

function positiveIntegerOr(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export const hasBuild = (dir: string): boolean => existsSync(dir);

/**
 * Where the local gateway listens: loopback unless HOST says otherwise. It is the development and
 * test edge (docker-compose puts nginx there), so a laptop on a site's network does not offer the
 * console to every neighbour by default.
 */
export function listenAddress(env: NodeJS.ProcessEnv): { host: string; port: number } {
  return { host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 8080) };
}
