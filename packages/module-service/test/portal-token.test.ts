import { describe, expect, it } from 'vitest';

import { windowCounter } from '../src/portal/rate-limit.ts';
import { linkToken, newLinkId, verifiedLinkId } from '../src/portal/token.ts';

const derived = { internalToken: 'token-interno-de-prueba-123456' };
const configured = { ...derived, portalSecret: 's'.repeat(40) };

describe('portal link tokens (issue 20 §2)', () => {
  it('are <linkId>.<base64url HMAC-SHA256> and verify back to their link id', () => {
    const id = newLinkId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newLinkId()).not.toBe(id);
    const token = linkToken(derived, id);
    expect(token).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9_-]{43}$`));
    expect(verifiedLinkId(derived, token)).toBe(id);
  });

  it('refuse a changed signature or id, another key, and anything malformed', () => {
    const id = newLinkId();
    const token = linkToken(derived, id);
    const [, signature = ''] = token.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(verifiedLinkId(derived, `${id}.${flipped}`)).toBeNull();
    expect(verifiedLinkId(derived, `${newLinkId()}.${signature}`)).toBeNull();
    // PORTAL_SECRET signs differently from the key derived from the internal token, and another token's key.
    expect(verifiedLinkId(configured, token)).toBeNull();
    expect(verifiedLinkId({ internalToken: 'otro-token-interno-0000000' }, token)).toBeNull();
    expect(verifiedLinkId(configured, linkToken(configured, id))).toBe(id);
    for (const bad of ['', id, `${id}.`, `.${signature}`, `${id}.${signature}x`, `${id}..${signature}`, `${id}.${signature.slice(0, 42)}=`]) {
      expect(verifiedLinkId(derived, bad), bad).toBeNull();
    }
  });
});

describe('portal rate limit: a fixed window per key', () => {
  it('lets `max` calls through per window and key, then refuses until the window ends', () => {
    const counter = windowCounter(3, 60_000);
    const start = 1_000_000;
    expect([1, 2, 3, 4].map(() => counter.hit('enlace', start))).toEqual([true, true, true, false]);
    expect(counter.hit('otro', start)).toBe(true);
    expect(counter.hit('enlace', start + 59_999)).toBe(false);
    expect(counter.hit('enlace', start + 60_000)).toBe(true);
  });
});
