import { atom } from 'jotai';

import { shellStore } from '../session/store.ts';

/** A new version of the console is installed and waiting; `apply` lets it take over and reloads. */
export interface WaitingUpdate {
  apply: () => void;
}
export const waitingUpdateAtom = atom<WaitingUpdate | null>(null);

/**
 * When the data on screen came from the device instead of the service (the service worker's
 * x-insp-offline header): the time the service gave it, '' when unknown; null while answers are fresh.
 */
export const offlineDataAtom = atom<{ savedAt: string } | null>(null);

/** Called for every API answer the page reads (session/api-client.ts). */
export function noteAnswerSource(offlineSavedAt: string | null): void {
  const current = shellStore.get(offlineDataAtom);
  if (offlineSavedAt === null) {
    if (current) shellStore.set(offlineDataAtom, null);
    return;
  }
  // the oldest answer on screen is the one worth telling about
  if (!current || (offlineSavedAt && (!current.savedAt || offlineSavedAt < current.savedAt))) shellStore.set(offlineDataAtom, { savedAt: offlineSavedAt });
}
