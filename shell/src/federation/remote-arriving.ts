/** What single-spa 6 puts in its `before-app-change` event: the apps it is about to load and mount. */
interface AppChangeDetail {
  appsByNewStatus?: { MOUNTED?: string[] };
}

let arriving = false;
let listening = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (arriving === value) return;
  arriving = value;
  for (const listener of listeners) listener();
}

const onBeforeChange = (event: Event) => {
  const mounting = (event as CustomEvent<AppChangeDetail>).detail?.appsByNewStatus?.MOUNTED ?? [];
  if (mounting.length > 0) set(true);
};
const onChanged = () => set(false);

/**
 * Whether a remote is on its way into the content area: from single-spa deciding to mount it (its
 * code downloads, then its mount waits for the URL's screen code) until that change is over, mounted
 * or failed. `listener` is called on each change (ModuleOutlet renders it as state).
 */
export function subscribeRemoteArriving(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('single-spa:before-app-change', onBeforeChange);
    window.addEventListener('single-spa:app-change', onChanged);
    // a navigation single-spa cancelled or that changed nothing ends the wait too
    window.addEventListener('single-spa:routing-event', onChanged);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isRemoteArriving = (): boolean => arriving;
