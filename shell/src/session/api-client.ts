import type { ApiClient } from '@insp/mf-kit';
import { readJson } from './http.ts';
import { refreshSession } from './session.ts';
import { sessionAtom, shellStore } from './store.ts';

function send(path: string, init: RequestInit | undefined): Promise<Response> {
  const token = shellStore.get(sessionAtom)?.accessToken;
  const headers = new Headers(init?.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init?.body && !headers.has('content-type') && typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(path, { ...init, headers, credentials: 'same-origin' });
}

/** Authorized call through the gateway; on 401 refreshes the session once and retries. */
export const api: ApiClient = async <T,>(path: string, init?: RequestInit): Promise<T> => {
  let response = await send(path, init);
  if (response.status === 401 && (await refreshSession())) response = await send(path, init);
  return readJson<T>(response);
};
