// '@insp/ui/offline/testing': the device queue in component tests (happy-dom): an in-memory IndexedDB
// (fake-indexeddb), Blobs kept as they are (happy-dom's Blob is not cloneable by Node's
// structuredClone), uploads through the test remote's fake api, and the connection switched by hand.
import 'fake-indexeddb/auto';

import { offline } from '@insp/messages';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

import { discardCapture } from './queue.ts';
import { closeQueueDb, listPending } from './store.ts';

const nodeClone = globalThis.structuredClone;
function cloneKeepingBlobs<T>(value: T): T {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => cloneKeepingBlobs(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneKeepingBlobs(v)])) as T;
  }
  return nodeClone(value);
}
globalThis.structuredClone = cloneKeepingBlobs as typeof structuredClone;
// the fake api has no XMLHttpRequest: files go through `api` (no progress events)
Object.defineProperty(globalThis, 'XMLHttpRequest', { value: undefined, configurable: true, writable: true });

let onLine = true;
Object.defineProperty(navigator, 'onLine', { get: () => onLine, configurable: true });

/** Switches the connection; back online fires 'online' as the browser does. */
export function setOnline(value: boolean): void {
  onLine = value;
  if (value) window.dispatchEvent(new Event('online'));
}

/** Empties the device queue and goes back online (afterEach). */
export async function resetDeviceQueue(): Promise<void> {
  onLine = true;
  for (const capture of await listPending()) await discardCapture(capture.clientId);
  await closeQueueDb();
}

/** The states ('pendiente' | 'rechazada') of the captures a page lists as kept on the device. */
export function pendingStates(): Array<string | undefined> {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="captura-pendiente"]')].map((p) => p.dataset.state);
}

/**
 * 'Guardar' on a capture page whose request fails (offline or a network error): the capture is
 * kept as 'Pendiente de envío' and listed; then the connection returns and it arrives (the list empties).
 */
export async function saveKeptThenReconnect(user: { click: (element: Element) => Promise<void> }): Promise<void> {
  await user.click(screen.getByTestId('captura-guardar'));
  const kept = await screen.findByTestId('captura-registrada');
  expect(kept.dataset.state).toBe('pendiente');
  expect(kept.textContent).toContain(offline.pendiente);
  await waitFor(() => expect(pendingStates()).toEqual(['pendiente']));
  setOnline(true);
  await waitFor(() => expect(pendingStates()).toEqual([]));
}
