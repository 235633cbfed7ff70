import { Workbox } from 'workbox-window';

import { shellStore } from '../session/store.ts';
import { waitingUpdateAtom } from './pwa-state.ts';

let workbox: Workbox | null = null;

/**
 * Registers /sw.js (built by scripts/build-sw.ts) once the page has loaded and the browser is idle. A new deployment
 * installs a new worker beside the running one; while it waits the page offers 'Actualizar'
 * (UpdatePrompt), which tells it to take over and reloads once it controls the page, so shell and
 * remotes always come from one worker version. The browser looks for a new /sw.js on every page
 * load; the console also asks when it comes back to the foreground (a phone app left open for days).
 */
export function registerServiceWorker(reload: () => void = () => window.location.reload()): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () => {
    shellStore.set(waitingUpdateAtom, {
      apply: () => {
        wb.addEventListener('controlling', reload);
        wb.messageSkipWaiting();
      },
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
  // the first install downloads every file of the console: not while the first screen is loading
  const register = () => void wb.register().catch((error: unknown) => console.warn('[shell] service worker not registered', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 10_000 });
  else register();
}
