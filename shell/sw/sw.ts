/// <reference lib="webworker" />
/**
 * The console's service worker (issue 19 §1), built by scripts/build-sw.ts after the shell and the
 * four remotes are built: every file of those builds is in `self.__WB_MANIFEST` (one worker version
 * = one consistent set of shell and remotes). Workbox does the caching; this file only says what
 * goes where.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

import { CONFIG_CACHE, DATA_CACHE, isCachedDataRequest, NETWORK_TIMEOUT_SECONDS, OFFLINE_HEADER, SAVED_AT_HEADER } from '../src/offline/protocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** A copy of `response` with `name: value` added to its headers. */
async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('application/json');

// The shell, the remotes' manifests and entries and every chunk: served from the device, refreshed
// by the next worker (the page offers 'Actualizar' when one is waiting, see src/offline/register.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page opened or reloaded without signal is the shell's own page; its router shows the screen.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/remotes\//] }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/config.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

// The module services' data the capture screens read: the network first, the last answer kept on
// the device when the network fails or is slow, marked so the page says 'Sin conexión: datos
// guardados el …'. Never a write, never admin (sessions), never another user's answers (the page
// empties this cache when the session ends).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCachedDataRequest(request),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          response.status === 200 && isJson(response) ? withHeader(response, SAVED_AT_HEADER, new Date().toISOString()) : null,
        cachedResponseWillBeUsed: async ({ cachedResponse }) =>
          cachedResponse ? withHeader(cachedResponse, OFFLINE_HEADER, cachedResponse.headers.get(SAVED_AT_HEADER) ?? '') : null,
      },
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
  'GET',
);

// 'Actualizar': the waiting worker takes over; the page reloads on 'controlling' (workbox-window).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker controls the page that installed it, so the data it reads is kept from the start.
clientsClaim();
