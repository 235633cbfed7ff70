import { StoredImage } from '@insp/contracts';
import { type PortalCorreccionBody, PortalCorreccionInformada, type PortalModulo, PortalVista } from '@insp/contracts/portal';
import { common } from '@insp/messages';
import { portal } from '@insp/messages/portal';
import { serviceMessage } from '@insp/ui/offline';

/**
 * The portal's public routes through the gateway (`/api/<module>/portal/<token>/…`), called without a
 * session: the token is the only credential. Every failure carries the service's Spanish message and
 * its status (404 unknown link, 410 expired or revoked, 429 too many calls).
 */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

/** The link no longer opens (expired or revoked: 410; unknown or forged: 404 'El enlace no es válido…'). */
export const isLinkGone = (error: unknown): error is PortalError =>
  error instanceof PortalError && (error.status === 410 || (error.status === 404 && error.message === portal.enlaceInvalido));

const base = (modulo: PortalModulo, token: string) => `/api/${modulo}/portal/${encodeURIComponent(token)}`;

async function send(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'omit' });
  } catch {
    throw new PortalError(0, common.unavailable);
  }
  const text = await response.text();
  if (!response.ok) throw new PortalError(response.status, serviceMessage(text, response.status));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PortalError(response.status, common.unexpected);
  }
}

export const fetchVista = async (modulo: PortalModulo, token: string): Promise<PortalVista> => PortalVista.parse(await send(base(modulo, token)));

/** A photo of the link (an item's, or one uploaded through it): an <img src> works, no header is needed. */
export const fotoHref = (modulo: PortalModulo, token: string, fileId: string, size: 'thumb' | 'web'): string =>
  `${base(modulo, token)}/fotos/${encodeURIComponent(fileId)}?size=${size}`;

/** Uploads one photo (already reduced on the device) with progress; answers its file id. */
export function uploadFoto(modulo: PortalModulo, token: string, photo: Blob, onProgress: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', photo, 'foto.jpg');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base(modulo, token)}/fotos`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new PortalError(0, common.unavailable));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = xhr.onerror;
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new PortalError(xhr.status, serviceMessage(xhr.responseText, xhr.status)));
      try {
        const stored = StoredImage.parse(JSON.parse(xhr.responseText));
        onProgress(1);
        resolve(stored.id);
      } catch {
        reject(new PortalError(xhr.status, common.unexpected));
      }
    };
    xhr.send(form);
  });
}

export const informarCorreccion = async (modulo: PortalModulo, token: string, itemId: string, body: PortalCorreccionBody): Promise<PortalCorreccionInformada> =>
  PortalCorreccionInformada.parse(
    await send(`${base(modulo, token)}/items/${encodeURIComponent(itemId)}/correccion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
