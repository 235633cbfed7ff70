/** Key for uniqueness that ignores case, accents and surrounding spaces ('Sector' = 'séctor '). */
export function nameKey(value: string): string {
  return value.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ');
}
