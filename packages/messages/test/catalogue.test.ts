import { describe, expect, it } from 'vitest';

import * as catalogue from '../src/index.ts';
import * as portalTexts from '../src/modules/portal.ts';
import * as revisionesTexts from '../src/modules/revisiones.ts';
import * as webhooksTexts from '../src/modules/webhooks.ts';
import * as resumenesTexts from '../src/resumenes.ts';

/** Every string of the catalogue, with its path; formatters are called with sample arguments. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return texts((value as (...args: string[]) => unknown)('A', 'B', 'C'), `${path}()`);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  return [];
}

const all = [catalogue, revisionesTexts, portalTexts, webhooksTexts, resumenesTexts]
  .flatMap((entry) => Object.entries(entry))
  .flatMap(([name, group]) => texts(group, name));

describe('the message catalogue', () => {
  it('has no empty text and none with stray spaces', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter(([, text]) => text.trim() === '' || text !== text.trim()).map(([path]) => path)).toEqual([]);
  });

  it('keeps the sign-in texts of spec 000 verbatim', () => {
    const values = new Set(all.map(([, text]) => text));
    for (const text of [
      'Debe ser un email válido',
      'Email es requerido',
      'Contraseña es requerida',
      'Debe ser un correo válido',
      'Correo es requerido',
      '¡Demasiados Intentos. Recuperar Contraseña!',
      '¡Credenciales incorrectas!',
      'Hubo un problema.',
      'Página no encontrada',
      'Perfil',
      'Cerrar Sesión',
      'v4.0.0',
    ]) {
      expect(values.has(text), text).toBe(true);
    }
  });
});
