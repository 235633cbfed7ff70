import { basename } from 'node:path';

/** Content-hashed names (main.1a2b3c4d.js) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/** Precompressed copies (main.1a2b3c4d.js.br) are cached like the file they hold. */
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(path: string): string {
  return HASHED.test(basename(path).replace(PRECOMPRESSED, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
