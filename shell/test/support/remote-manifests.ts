import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REMOTES = ['mf-admin', 'mf-revisiones', 'mf-checklist-revisiones', 'mf-neo'] as const;

/** The @mui/material subpaths the four built remotes consume from the share scope (their mf-manifest.json). */
export function remoteMuiRequests(): Set<string> {
  const requests = new Set<string>();
  for (const remote of REMOTES) {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../..', remote, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string }>;
    };
    for (const { name } of manifest.shared) if (name.startsWith('@mui/material/')) requests.add(name);
  }
  return requests;
}
