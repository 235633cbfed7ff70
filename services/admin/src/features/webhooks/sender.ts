import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

import { webhooks as texts } from '@insp/messages/webhooks';

import { ADDRESS_REFUSED, isRefusedAddress, type UrlGuard } from './url-guard.ts';

export interface AttemptResult {
  ok: boolean;
  codigo: number | null;
  /** Why it failed, in Spanish (null on success). */
  error: string | null;
  duracionMs: number;
}

export type Send = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptResult>;

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Most of an answer's body read (and thrown away): a receiver cannot keep the connection busy. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * One POST: a 2xx answer is a delivery; redirects are not followed (a 3xx fails, as the convention
 * asks). The address is checked when the connection is made, so a name that resolves elsewhere
 * after the URL was accepted is refused too.
 */
export function httpSender(guard: UrlGuard, allowPrivate: boolean, timeoutMs = DELIVERY_TIMEOUT_MS): Send {
  return (url, headers, body) =>
    new Promise((resolve) => {
      const started = Date.now();
      const done = (ok: boolean, codigo: number | null, error: string | null) => resolve({ ok, codigo, error, duracionMs: Date.now() - started });
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return done(false, null, texts.errores.urlRefused);
      }
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (!allowPrivate && isIP(host) && isRefusedAddress(host)) return done(false, null, texts.errores.urlRefused);
      const send = target.protocol === 'https:' ? httpsRequest : target.protocol === 'http:' ? httpRequest : null;
      if (!send) return done(false, null, texts.errores.urlRefused);
      let settled = false;
      const finish = (ok: boolean, codigo: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done(ok, codigo, error);
      };
      const outgoing = send(
        target,
        { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guard.lookup },
        (answer) => {
          const codigo = answer.statusCode ?? 0;
          let read = 0;
          answer.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) answer.destroy();
          });
          const end = () => finish(codigo >= 200 && codigo < 300, codigo, codigo >= 200 && codigo < 300 ? null : texts.errores.status(codigo));
          answer.on('end', end);
          answer.on('close', end);
          answer.on('error', end);
        },
      );
      const timer = setTimeout(() => {
        outgoing.destroy();
        finish(false, null, texts.errores.timeout);
      }, timeoutMs);
      outgoing.on('error', (error: NodeJS.ErrnoException) =>
        finish(false, null, error.code === ADDRESS_REFUSED ? texts.errores.urlRefused : texts.errores.connection),
      );
      outgoing.end(body);
    });
}
