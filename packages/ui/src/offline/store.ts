import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

import { CHANGED_EVENT, DB_NAME } from './names.ts';
import type { PendingCapture } from './types.ts';

const STORE = 'pendientes';

interface QueueDb extends DBSchema {
  pendientes: { key: string; value: PendingCapture };
}

let opening: Promise<IDBPDatabase<QueueDb>> | null = null;

function db(): Promise<IDBPDatabase<QueueDb>> {
  opening ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'clientId' });
    },
    // another tab upgrading: let it, and reopen on next use
    blocking() {
      void opening?.then((d) => d.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

let channel: BroadcastChannel | null | undefined;
function broadcast(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANGED_EVENT) : null;
  return channel;
}

/** Tells every listener of this window and of the app's other tabs that the queue changed. */
export function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT));
  broadcast()?.postMessage('changed');
}

/** Calls `listener` whenever the queue changes here or in another tab; returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  const ch = broadcast();
  if (typeof window !== 'undefined') window.addEventListener(CHANGED_EVENT, listener);
  ch?.addEventListener('message', listener);
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener(CHANGED_EVENT, listener);
    ch?.removeEventListener('message', listener);
  };
}

/** Every stored capture, in sending order. */
export async function listPending(): Promise<PendingCapture[]> {
  const all = await (await db()).getAll(STORE);
  return all.sort((a, b) => a.seq - b.seq);
}

export async function getPending(clientId: string): Promise<PendingCapture | undefined> {
  return (await db()).get(STORE, clientId);
}

export async function putPending(capture: PendingCapture): Promise<void> {
  await (await db()).put(STORE, capture);
  announceChange();
}

export async function deletePending(clientId: string): Promise<void> {
  await (await db()).delete(STORE, clientId);
  announceChange();
}

/** Closes the connection (tests delete the database between cases). */
export async function closeQueueDb(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) (await current).close();
}
