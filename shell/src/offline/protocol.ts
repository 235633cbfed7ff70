/**
 * What the service worker (shell/sw/sw.ts) and the page agree on: cache names, the headers that
 * mark an answer served from the device, the update message. No DOM and no worker globals here:
 * both sides import this file.
 */

/** Last-known answers of the module services' GETs (projects, listados, catalogues, NEO sheets). */
export const DATA_CACHE = 'insp-data-v1';

/** /config.json (the remotes' manifest URLs): NetworkFirst too, so the shell boots offline. */
export const CONFIG_CACHE = 'insp-config-v1';

/** Set by the worker on an answer it stores: when the service gave it (ISO 8601). */
export const SAVED_AT_HEADER = 'x-insp-saved-at';

/** Set by the worker on an answer it serves from the device instead of the network (ISO 8601 of SAVED_AT_HEADER). */
export const OFFLINE_HEADER = 'x-insp-offline';

/** How long a module service may take before the worker answers from the device (seconds). */
export const NETWORK_TIMEOUT_SECONDS = 5;

/** The services whose GETs the capture screens read offline; admin (sessions, accounts) is never cached. */
const CACHED_SERVICES = ['revisiones', 'checklist-revisiones', 'neo'] as const;

const CACHED_PATH = new RegExp(`^/api/(${CACHED_SERVICES.join('|')})/companies/`);

/**
 * Whether the worker keeps (and may serve offline) the answer to this request: a plain GET by the
 * page's fetch (not an image, a download or a page) to a module service's company data, never an
 * event stream, a file, a report or anything of admin. Only JSON 200 answers are then stored.
 */
export function isCachedDataRequest(request: { method: string; url: string; destination: string; headers: { get(name: string): string | null } }): boolean {
  if (request.method !== 'GET' || request.destination !== '') return false;
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return false;
  const { pathname } = new URL(request.url);
  if (!CACHED_PATH.test(pathname)) return false;
  return !/\/(events|stream|files|fotos|informes|reports|export|pdf|excel)(\/|$)/i.test(pathname);
}
