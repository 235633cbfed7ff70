import type { ModuleDescriptor } from '@insp/contracts';
import { atom } from 'jotai';

export interface RemoteState {
  id: string;
  /** Null when the remote's manifest or './module' could not be loaded. */
  descriptor: ModuleDescriptor | null;
}

export interface FederationState {
  status: 'idle' | 'loading' | 'ready';
  remotes: RemoteState[];
  /** Remote ids whose './spa' failed to load or crashed (single-spa error handler). */
  brokenSpas: string[];
}

export const federationAtom = atom<FederationState>({ status: 'idle', remotes: [], brokenSpas: [] });

export const loadedDescriptors = (state: FederationState): ModuleDescriptor[] => state.remotes.flatMap((r) => (r.descriptor ? [r.descriptor] : []));
