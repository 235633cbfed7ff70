import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { root } from './workspace.ts';

const RULE = 'boundaries/no-cross-feature-imports';
const features = join(root, 'services', 'revisiones', 'src', 'features');

/** The messages of the root config's boundary rule for `code` as if it lived at `file`. */
async function crossings(code: string, file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: file });
  const messages = result?.messages ?? [];
  // A parse or config problem would hide the rule: fail on it instead of passing silently.
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('lint: a feature never imports another feature', () => {
  it('reports a relative import, re-export or dynamic import into a sibling feature', async () => {
    const file = join(features, 'informes', 'probe.ts');
    const code = [
      "import { toItem } from '../observaciones/mappers.ts';",
      "import type { ProyectoDoc } from '../proyectos/model.ts';",
      "export { listados } from '../listados/feature.ts';",
      "export const later = () => import('../revisiones/service.ts');",
      'export const used = [toItem] as unknown as ProyectoDoc;',
      '',
    ].join('\n');
    const messages = await crossings(code, file);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toBe('Un feature no importa otro (informes → observaciones): mueve lo compartido a shared/ o a packages/.');
    expect(messages.slice(1).map((message) => message.match(/\(([^)]+)\)/)?.[1])).toEqual([
      'informes → proyectos',
      'informes → listados',
      'informes → revisiones',
    ]);
  });

  it('lets a feature import its own files, shared code and packages', async () => {
    const file = join(features, 'observaciones', 'probe.ts');
    const code = [
      "import { toItem } from './mappers.ts';",
      "import { observacionesCollection } from '../../shared/observaciones-query.ts';",
      "import { HttpError } from '@insp/service-kit';",
      'export const used = [toItem, observacionesCollection, HttpError];',
      '',
    ].join('\n');
    expect(await crossings(code, file)).toEqual([]);
  });

  it('does not apply outside a features folder', async () => {
    expect(await crossings("export { informes } from './features/informes/feature.ts';\n", join(root, 'services', 'revisiones', 'src', 'probe.ts'))).toEqual(
      [],
    );
  });
});
