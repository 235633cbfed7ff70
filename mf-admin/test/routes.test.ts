import { resolveRoute } from '@insp/mf-kit';
import { describe, expect, it } from 'vitest';

import descriptor from '../src/module.ts';

const owner = (path: string) => resolveRoute([descriptor], path)?.route ?? null;

describe('admin route table', () => {
  it("the director's checklist administration needs the Checklist module (the shell shows 404 without it)", () => {
    for (const path of ['/administrador/checklist', '/administrador/checklist/c1/Recintos', '/administrador/checklist/c1/Recintos/r1/Subcontratos']) {
      expect(owner(path)?.module, path).toBe('Checklist');
    }
    expect(owner('/administrador/empresa/detalles')?.module).toBeUndefined();
    expect(owner('/administrador/empresas')?.module).toBeUndefined();
  });
});
