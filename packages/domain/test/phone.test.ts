import { describe, expect, it } from 'vitest';

import { formatTelefono, hasTelefono } from '../src/phone.ts';

describe('formatTelefono', () => {
  it.each([
    ['12345678', '+56912345678'],
    ['1234 5678', '+56912345678'],
    ['912345678', '+56912345678'],
    ['56912345678', '+56912345678'],
    ['+56912345678', '+56912345678'],
    ['+56 9 1234 5678', '+56912345678'],
    ['+5491112345678', '+5491112345678'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatTelefono(input)).toBe(expected);
  });

  it('treats the bare prefix as no number', () => {
    expect(hasTelefono('+569')).toBe(false);
    expect(hasTelefono('  ')).toBe(false);
    expect(hasTelefono('+569 1234 5678')).toBe(true);
  });
});
