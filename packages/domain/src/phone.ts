/** Chilean mobile numbers as the user dialog takes them (spec 000 §5: default prefix +569, 8 digits). */
export const PHONE_PREFIX = '+569';

/**
 * Normalises a telephone: spaces, dots and dashes removed; 8 digits get the +569 prefix,
 * 9 digits starting with 9 get +56, 569… gets a '+'; anything already starting with '+' is kept.
 */
export function formatTelefono(value: string): string {
  const compact = value.replace(/[\s.()-]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (/^\d{8}$/.test(compact)) return `${PHONE_PREFIX}${compact}`;
  if (/^9\d{8}$/.test(compact)) return `+56${compact}`;
  if (/^569\d{8}$/.test(compact)) return `+${compact}`;
  return compact;
}

/** True when the telephone holds a number beyond the bare prefix. */
export function hasTelefono(value: string): boolean {
  const formatted = formatTelefono(value);
  return formatted !== '' && formatted !== PHONE_PREFIX && /\d/.test(formatted);
}
