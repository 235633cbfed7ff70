import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { ServiceConfig } from '@insp/service-kit';

type PortalConfig = Pick<ServiceConfig, 'internalToken' | 'portalSecret'>;

const LINK_ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** Derived keys by secret (a process has one; tests a few). */
const keys = new Map<string, Buffer>();

/**
 * The key of the portal's link signatures: PORTAL_SECRET (required in production), or in
 * development and tests one derived from the internal token, so a token never signs a link itself.
 */
function portalKey(config: PortalConfig): Buffer {
  const secret = config.portalSecret ?? `derived:${config.internalToken}`;
  let key = keys.get(secret);
  if (!key) {
    key = config.portalSecret ? Buffer.from(config.portalSecret) : createHmac('sha256', config.internalToken).update('portal-subcontratistas').digest();
    keys.set(secret, key);
  }
  return key;
}

const signature = (config: PortalConfig, linkId: string): string => createHmac('sha256', portalKey(config)).update(linkId).digest('base64url');

/** A new link id: 128 random bits, 22 base64url characters. */
export function newLinkId(): string {
  return randomBytes(16).toString('base64url');
}

/** The link's token: `<linkId>.<base64url HMAC-SHA256 of linkId>` (never stored: derived again when needed). */
export function linkToken(config: PortalConfig, linkId: string): string {
  return `${linkId}.${signature(config, linkId)}`;
}

/** The link id a token carries when its signature is this service's (compared in constant time); null otherwise. */
export function verifiedLinkId(config: PortalConfig, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const linkId = token.slice(0, dot);
  const given = token.slice(dot + 1);
  if (!LINK_ID.test(linkId) || !SIGNATURE.test(given)) return null;
  const expected = Buffer.from(signature(config, linkId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? linkId : null;
}
