import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** Subpaths that need optional peers (Pigment CSS) or hold only types. */
const skip = /^(Pigment|OverridableComponent$|themeCssVarsAugmentation$)/;

/** Every public subpath of the installed @mui/material ('@mui/material/Button', …), from its exports map. */
export function muiSubpaths(): string[] {
  const manifest = JSON.parse(readFileSync(require.resolve('@mui/material/package.json'), 'utf8')) as { exports: Record<string, unknown> };
  return Object.keys(manifest.exports)
    .filter((k) => k.startsWith('./') && k !== './package.json' && !k.includes('*'))
    .map((k) => k.slice(2))
    .filter((k) => !skip.test(k))
    .sort()
    .map((k) => `@mui/material/${k}`);
}
