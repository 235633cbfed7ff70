import { uploadFile } from '@insp/contracts';
import { common } from '@insp/messages';
import { isApiError } from '@insp/mf-kit';

import type { PendingCapture, PendingFile, QueueTransport } from './types.ts';

/** Why one attempt did not deliver: try later (no network, 5xx, expired session) or refused for good (4xx). */
export class SendFailure extends Error {
  constructor(
    readonly kind: 'transitoria' | 'rechazo',
    message: string,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

/** 408/425/429 and 5xx are the network's or the service's trouble; 401 is a session to renew: all retried. */
function isTransientStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** The failure of a call through `api`: fetch's TypeError (no network) or the service's ApiError. */
export function classify(error: unknown): SendFailure {
  if (error instanceof SendFailure) return error;
  if (isApiError(error)) return new SendFailure(isTransientStatus(error.status) ? 'transitoria' : 'rechazo', error.message);
  return new SendFailure('transitoria', common.unavailable);
}

/** The Spanish `{message}` of a service's answer body, or the generic text of its status (also the portal page's). */
export function messageOf(text: string, status: number): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: the generic text below
  }
  return status >= 500 || status === 0 ? common.unavailable : common.unexpected;
}

/**
 * One multipart upload through XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the answer's JSON; rejects with a SendFailure (401 → 'transitoria' with status 401).
 */
function xhrUpload(url: string, form: FormData, token: string | null, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new SendFailure('transitoria', common.unavailable));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = xhr.onerror;
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText));
        } catch {
          reject(new SendFailure('transitoria', common.unexpected));
        }
        return;
      }
      const failure = new SendFailure(isTransientStatus(xhr.status) ? 'transitoria' : 'rechazo', messageOf(xhr.responseText, xhr.status));
      reject(Object.assign(failure, { status: xhr.status }));
    };
    xhr.send(form);
  });
}

/**
 * Uploads one file of a capture and answers its id. With progress through XMLHttpRequest where
 * there is one; an expired token (401) goes once through `api`, which renews the session.
 */
export async function uploadPendingFile(transport: QueueTransport, url: string, file: PendingFile, onProgress: (fraction: number) => void): Promise<string> {
  const form = () => {
    const data = new FormData();
    data.append('kind', 'photo');
    data.append('file', file.blob, file.name);
    return data;
  };
  let answer: unknown;
  if (typeof XMLHttpRequest === 'function') {
    try {
      answer = await xhrUpload(url, form(), transport.getAccessToken(), onProgress);
    } catch (error) {
      if (!(error instanceof SendFailure && (error as SendFailure & { status?: number }).status === 401)) throw error;
      answer = await transport.api<unknown>(url, { method: 'POST', body: form() }).catch((e: unknown) => Promise.reject(classify(e)));
    }
  } else {
    answer = await transport.api<unknown>(url, { method: 'POST', body: form() }).catch((e: unknown) => Promise.reject(classify(e)));
  }
  onProgress(1);
  const parsed = uploadFile.response.safeParse(answer);
  if (!parsed.success) throw new SendFailure('transitoria', common.unexpected);
  return parsed.data.id;
}

/** The request body with each uploaded file's id in its field (a list field keeps the ids in file order). */
export function bodyWithFiles(capture: PendingCapture): Record<string, unknown> {
  const body: Record<string, unknown> = { ...capture.request.body };
  for (const file of capture.files) {
    if (!file.fileId) continue;
    if (file.multiple) {
      const current = body[file.field];
      body[file.field] = [...(Array.isArray(current) ? (current as unknown[]) : []), file.fileId];
    } else {
      body[file.field] = file.fileId;
    }
  }
  return body;
}

/** Sends the capture's JSON request through `api` (bearer token, one renewal on 401). */
export async function sendRequest(transport: QueueTransport, capture: PendingCapture): Promise<unknown> {
  try {
    return await transport.api<unknown>(capture.request.url, { method: capture.request.method, body: JSON.stringify(bodyWithFiles(capture)) });
  } catch (error) {
    throw classify(error);
  }
}
