import { describe, expect, it } from 'vitest';

import { nameKey } from '../src/name-key.ts';

describe('nameKey', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(nameKey('séctor ')).toBe(nameKey('Sector'));
    expect(nameKey('  Baño  Principal ')).toBe('bano principal');
    expect(nameKey('Ñandú')).toBe('nandu');
  });

  it('ignores what a screen does not show: zero-width and bidi characters, fullwidth forms, look-alike letters', () => {
    expect(nameKey('Ba\u200bño')).toBe('bano');
    expect(nameKey('\u200eSector\ufeff')).toBe('sector');
    expect(nameKey('Ｓｅｃｔｏｒ　Ｎｏｒｔｅ')).toBe('sector norte');
    // Cyrillic С, о and р, Greek Ο
    expect(nameKey('Сосina')).toBe('cocina');
    expect(nameKey('Рintura')).toBe('pintura');
    expect(nameKey('ΟBRA')).toBe('obra');
  });

  it('keeps different names apart', () => {
    expect(nameKey('Sector 1')).not.toBe(nameKey('Sector 2'));
  });
});
