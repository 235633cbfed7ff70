import { createHmac, timingSafeEqual } from 'node:crypto';

import { files as messages } from '@insp/messages';
import { DEFAULT_PHOTO_LINK_DAYS, HttpError, type ServiceConfig } from '@insp/service-kit';

import type { ImageSize } from '../context.ts';

/** How long a signed photo link works when the config does not say (PHOTO_LINK_DAYS): an Excel report is opened again months later. */
export const SIGNED_LINK_VALIDITY_S = DEFAULT_PHOTO_LINK_DAYS * 24 * 60 * 60;

type SigningConfig = Pick<ServiceConfig, 'service' | 'internalToken'>;

/** Derived keys by token (a workbook signs two links per row; a process has one token, tests a few). */
const keys = new Map<string, Buffer>();

/**
 * The links' own key, derived from the internal token, so a leaked link signature says nothing
 * about the token and the token's other uses never produce a valid link.
 */
function linkKey(config: SigningConfig): Buffer {
  let key = keys.get(config.internalToken);
  if (!key) {
    key = createHmac('sha256', config.internalToken).update('archivos').digest();
    keys.set(config.internalToken, key);
  }
  return key;
}

function signature(config: SigningConfig, companyId: string, fileId: string, size: ImageSize, exp: number): string {
  return createHmac('sha256', linkKey(config)).update(`${companyId}:${fileId}:${size}:${exp}`).digest('base64url');
}

/** The `exp` and `firma` query fields of a link to one version of a file, valid until `exp` (unix seconds). */
export function signFile(config: SigningConfig, companyId: string, fileId: string, size: ImageSize, exp: number): { exp: number; firma: string } {
  return { exp, firma: signature(config, companyId, fileId, size, exp) };
}

/**
 * Accepts a signed link or throws: 403 'El enlace de la imagen no es válido.' when the signature
 * does not match this company, file and size, 403 'El enlace de la imagen ha vencido.' past `exp`.
 */
export function verifyFileSignature(
  config: SigningConfig,
  link: { companyId: string; fileId: string; size: ImageSize; exp: number | undefined; firma: string | undefined },
  now = new Date(),
): void {
  if (link.exp === undefined || link.firma === undefined) throw new HttpError(403, messages.invalidLink);
  const expected = Buffer.from(signature(config, link.companyId, link.fileId, link.size, link.exp));
  const given = Buffer.from(link.firma);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(403, messages.invalidLink);
  if (link.exp * 1000 <= now.getTime()) throw new HttpError(403, messages.expiredLink);
}

/**
 * A link to a photo that opens without a bearer token (spreadsheet cells cannot send one), through
 * the gateway: `${publicUrl}/api/${service}/companies/…/files/…?size=…&exp=…&firma=…`.
 */
export function signedFileUrl(
  config: Pick<ServiceConfig, 'service' | 'internalToken' | 'publicUrl' | 'photoLinkDays'>,
  companyId: string,
  fileId: string,
  size: ImageSize = 'web',
  publicUrl: string = config.publicUrl,
  options: { now?: Date; validForSeconds?: number } = {},
): string {
  const now = options.now ?? new Date();
  const validFor = options.validForSeconds ?? (config.photoLinkDays ? config.photoLinkDays * 24 * 60 * 60 : SIGNED_LINK_VALIDITY_S);
  const exp = Math.floor(now.getTime() / 1000) + validFor;
  const { firma } = signFile(config, companyId, fileId, size, exp);
  const base = publicUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ size, exp: String(exp), firma });
  return `${base}/api/${config.service}/companies/${encodeURIComponent(companyId)}/files/${encodeURIComponent(fileId)}?${query.toString()}`;
}
