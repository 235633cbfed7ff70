/** single-spa's event once the first remote has mounted (the first module screen is on its way). */
const FIRST_MOUNT = 'single-spa:first-mount';
/** A page with no remote (the profile, a shell page) never sees a mount: it waits this long after the load. */
const NO_REMOTE_MS = 5_000;
/** After the first mount, time for the screen's own data and render before the idle wait starts. */
const SETTLE_MS = 1_000;

/**
 * Calls `run` once the page has loaded, its first module screen has mounted (or it shows none) and the
 * browser is next idle (at the latest `timeoutMs` after that): work a signed-in page needs soon but not
 * for its first screen (the service worker's registration, whose precache downloads the console's
 * files, and its notices) then leaves the first screen's scripts, data and bandwidth alone, on a slow
 * phone as in Lighthouse. Returns a cancel function (a component unmounting first).
 */
export function afterFirstScreen(run: () => void, timeoutMs = 5_000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && run(), { timeout: timeoutMs });
    else run();
  };
  let settled = false;
  const settle = () => {
    if (settled || cancelled) return;
    settled = true;
    window.removeEventListener(FIRST_MOUNT, settle);
    timers.push(setTimeout(whenIdle, SETTLE_MS));
  };
  const loaded = () => {
    if (cancelled) return;
    timers.push(setTimeout(settle, NO_REMOTE_MS));
  };
  window.addEventListener(FIRST_MOUNT, settle, { once: true });
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', loaded);
    window.removeEventListener(FIRST_MOUNT, settle);
    for (const timer of timers) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
