import { DATA_CACHE } from './protocol.ts';

/** Empties the device's copy of the services' answers: the next user never reads the last one's data. */
export function clearDataCache(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(DATA_CACHE).catch((error: unknown) => console.warn('[shell] offline data not cleared', error));
}
