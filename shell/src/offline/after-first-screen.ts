/**
 * Calls `run` once the page has loaded and the browser is next idle (at the latest `timeoutMs` after
 * the load): work a signed-in page needs soon but not for its first screen (the service worker's
 * registration and notices) then leaves the first screen's scripts and requests alone, on a slow
 * phone as in Lighthouse. Returns a cancel function (a component unmounting first).
 */
export function afterFirstScreen(run: () => void, timeoutMs = 5_000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const go = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => !cancelled && run(), { timeout: timeoutMs });
    else run();
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
}
