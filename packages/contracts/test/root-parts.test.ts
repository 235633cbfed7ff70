import { describe, expect, it } from 'vitest';

import * as root from '../src/index.ts';

// The root entry is made of parts the shell evaluates one per task at boot (src/platform.ts): what the
// root exports beyond its parts would be built in the task that needs the root, all at once again.
describe("@insp/contracts' root entry", () => {
  it('exports exactly what its parts export (the platform, administration, templates, revisiones, the fix of an item)', async () => {
    const parts = await Promise.all([
      import('@insp/contracts/platform'),
      import('@insp/contracts/administration'),
      import('@insp/contracts/templates'),
      import('@insp/contracts/revisiones'),
      import('../src/portal/correccion.ts'),
    ]);
    const fromParts = new Set(parts.flatMap((part) => Object.keys(part)));
    expect(Object.keys(root).filter((name) => !fromParts.has(name))).toEqual([]);
    expect([...fromParts].filter((name) => !(name in root))).toEqual([]);
    // the schemas the first screens parse are there (a part left out would lose them)
    expect(root.SessionUser.safeParse({}).success).toBe(false);
    expect(typeof root.ObjectId.parse('0123456789abcdef01234567')).toBe('string');
  });
});
