import { common } from '@insp/messages';
import { type ApiClient, ApiError } from '@insp/mf-kit';

import { OFFLINE_HEADER } from '../offline/protocol.ts';
import { noteAnswerSource } from '../offline/pwa-state.ts';
import { readJson } from './http.ts';
import { renewSession } from './session.ts';
import { sessionAtom, shellStore } from './store.ts';

function send(path: string, init: RequestInit | undefined): Promise<Response> {
  const token = shellStore.get(sessionAtom)?.accessToken;
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init?.body && !headers.has('content-type') && typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(path, { ...init, headers, credentials: 'same-origin' });
}

/**
 * Authorized call through the gateway; on 401 refreshes the session once and retries. When the
 * refresh cannot reach admin (an expired token during an identity outage), the caller gets the
 * Spanish 'unavailable' 503 to show as a notice, and the session stays: signing the user out is for
 * admin's own answer only.
 */
export const api: ApiClient = async <T>(path: string, init?: RequestInit): Promise<T> => {
  let response = await send(path, init);
  if (response.status === 401) {
    const outcome = await renewSession();
    if (outcome === 'refreshed') response = await send(path, init);
    else if (outcome === 'unavailable') throw new ApiError(503, common.unavailable);
  }
  // an answer the service worker served from the device: the page says since when (OfflineDataNotice)
  noteAnswerSource(response.headers.get(OFFLINE_HEADER));
  return readJson<T>(response);
};
