/** Chilean Rut: formatting while typing and check-digit validation (spec 000 §5). */

export const RUT_MIN_LENGTH = 11;

/** Keeps digits and K, uppercases K. */
export function cleanRut(value: string): string {
  return value.replace(/[^0-9kK]/g, '').toUpperCase();
}

/** Formats as 76.086.428-5 while the user types. */
export function formatRut(value: string): string {
  const clean = cleanRut(value);
  if (clean.length <= 1) return clean;
  const body = clean.slice(0, -1);
  const dv = clean.slice(-1);
  const dotted = body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${dotted}-${dv}`;
}

export function rutCheckDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** True when the formatted Rut has at least 11 characters and a correct check digit. */
export function isValidRut(value: string): boolean {
  const formatted = formatRut(value);
  if (formatted.length < RUT_MIN_LENGTH) return false;
  const clean = cleanRut(value);
  const body = clean.slice(0, -1);
  if (!/^\d+$/.test(body)) return false;
  return rutCheckDigit(body) === clean.slice(-1);
}
