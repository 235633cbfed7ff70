import { describe, expect, it } from 'vitest';

import {
  type ColorPair,
  contrastRatio,
  deletedRowColors,
  insigniaColors,
  observacionColors,
  progresoColors,
  PROGRESS_TRACK,
  respuestaColors,
  respuestaOTColors,
  revisorColors,
  SURFACE,
} from '../src/state-colors.ts';
import { getTheme, themeNames } from '../src/themes.ts';

// WCAG 2.2 AA: 4.5:1 for text (chips' text is 13 px, never "large"), 3:1 for the parts of a control
const TEXT = 4.5;
const UI_PART = 3;

const pairs: Record<string, Record<string, ColorPair>> = {
  observacion: observacionColors,
  respuesta: respuestaColors,
  insignia: insigniaColors,
  'respuesta NEO': respuestaOTColors,
  revisor: revisorColors,
  'fila eliminada': deletedRowColors,
};

const ratio = (a: string, b: string) => Math.round(contrastRatio(a, b) * 100) / 100;

describe('state colours (issue 16 §4: WCAG 2.2 AA)', () => {
  it('computes the WCAG ratio (white on black 21, white on MUI info 3.86)', () => {
    expect(ratio('#ffffff', '#000000')).toBe(21);
    expect(ratio('#ffffff', '#0288d1')).toBe(3.86);
    expect(ratio('#ed6c02', '#ffffff')).toBe(3.11);
  });

  for (const [group, colors] of Object.entries(pairs))
    for (const [state, { bg, fg }] of Object.entries(colors))
      it(`${group} '${state}': text ${fg} on ${bg} is at least 4.5:1`, () => {
        expect(ratio(fg, bg)).toBeGreaterThanOrEqual(TEXT);
      });

  for (const name of themeNames)
    for (const status of ['success', 'error', 'warning', 'info'] as const)
      it(`theme ${name}: chips and alerts color="${status}" have their text at least 4.5:1`, () => {
        const { main, contrastText } = getTheme(name).palette[status];
        expect(ratio(contrastText, main)).toBeGreaterThanOrEqual(TEXT);
      });

  for (const [meaning, fill] of Object.entries(progresoColors))
    it(`NEO progress '${meaning}' (${fill}) stands out 3:1 from the bar's track and the card`, () => {
      expect(ratio(fill, PROGRESS_TRACK)).toBeGreaterThanOrEqual(UI_PART);
      expect(ratio(fill, SURFACE)).toBeGreaterThanOrEqual(UI_PART);
    });

  for (const [estado, { bg }] of Object.entries(respuestaOTColors))
    it(`a chosen NEO answer '${estado}' (${bg}) stands out 3:1 from the card`, () => {
      expect(ratio(bg, SURFACE)).toBeGreaterThanOrEqual(UI_PART);
    });
});
