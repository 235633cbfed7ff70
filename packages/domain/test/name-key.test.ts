import { describe, expect, it } from 'vitest';
import { nameKey } from '../src/name-key.ts';

describe('nameKey', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(nameKey('séctor ')).toBe(nameKey('Sector'));
    expect(nameKey('  Baño  Principal ')).toBe('bano principal');
    expect(nameKey('Ñandú')).toBe('nandu');
  });

  it('keeps different names apart', () => {
    expect(nameKey('Sector 1')).not.toBe(nameKey('Sector 2'));
  });
});
