import { nameKey } from '@insp/domain';

/** A sort key that puts 'Departamento 2' before 'Departamento 10' (numbers zero-padded), case and accents ignored. */
export function ordenKey(nombre: string): string {
  return nameKey(nombre).replace(/\d+/g, (digits) => digits.padStart(8, '0'));
}
