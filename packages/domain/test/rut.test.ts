import { describe, expect, it } from 'vitest';

import { cleanRut, formatRut, isValidRut, rutCheckDigit } from '../src/rut.ts';

describe('Rut', () => {
  it('formats while typing', () => {
    expect(formatRut('7')).toBe('7');
    expect(formatRut('76')).toBe('7-6');
    expect(formatRut('760864285')).toBe('76.086.428-5');
    expect(formatRut('76.086.428-5')).toBe('76.086.428-5');
    expect(formatRut('11111111k')).toBe('11.111.111-K');
  });

  it('computes check digits, K and 0 included', () => {
    expect(rutCheckDigit('76086428')).toBe('5');
    expect(rutCheckDigit('77123456')).toBe('9');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('10000004')).toBe('0');
  });

  it('accepts the demo companies and K check digits', () => {
    expect(isValidRut('76.086.428-5')).toBe(true);
    expect(isValidRut('77.123.456-9')).toBe(true);
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(isValidRut('10.000.013-k')).toBe(true);
  });

  it('rejects wrong check digits and short values', () => {
    expect(isValidRut('76.086.428-4')).toBe(false);
    expect(isValidRut('10.000.013-1')).toBe(false);
    // A correct check digit on a 6-digit body is still refused: 11 characters are required.
    expect(isValidRut(`876543${rutCheckDigit('876543')}`)).toBe(false);
    expect(isValidRut('1.234.567-4')).toBe(true);
    expect(isValidRut('')).toBe(false);
    expect(cleanRut(' 76.086.428-5 ')).toBe('760864285');
  });
});
