import { posix } from 'node:path';

/** True for any /api/<service>/internal path, however it is spelled (encoded, doubled slashes, dots, case). */
export function isInternalApiPath(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  let decoded = path;
  try {
    // decode repeatedly so %2569 and friends cannot sneak through
    for (let i = 0; i < 3 && decoded.includes('%'); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return true;
  }
  const normalized = posix.normalize(decoded.replace(/\\/g, '/').replace(/\/+/g, '/'));
  return /^\/api\/[^/]+\/internal(\/|$)/i.test(normalized);
}
