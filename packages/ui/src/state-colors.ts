/**
 * Every state colour of the console in one place, as the pair a person reads: the background and the
 * text written on it. The spec names the meanings (an observation about to expire is orange, an answer
 * 'Criterio Propietario' light green, a NEO progress under a quarter of its goal red …); the shades here
 * are chosen so that each text meets WCAG 2.2 AA (4.5:1) and each bar or highlight 3:1 against what
 * surrounds it (test/state-colors.test.ts computes every ratio).
 */

export interface ColorPair {
  /** Background (a chip, a highlighted row). */
  bg: string;
  /** Text written on it. */
  fg: string;
}

/** Text on light fills (MUI's text.primary, opaque, so its contrast can be computed). */
export const DARK_TEXT = '#212121';
export const WHITE_TEXT = '#ffffff';

/**
 * The theme's status colours (MUI chips, alerts, bars with color="success|error|warning|info").
 * MUI's own info #0288d1 (3.86:1 with white) and warning #ed6c02 (3.11:1) are too light for white text.
 */
export const statusPalette = {
  success: { main: '#2e7d32', contrastText: WHITE_TEXT },
  error: { main: '#d32f2f', contrastText: WHITE_TEXT },
  warning: { main: '#bf5000', contrastText: WHITE_TEXT },
  info: { main: '#0277bd', contrastText: WHITE_TEXT },
} as const;

const pair = (bg: string, fg: string): ColorPair => ({ bg, fg });
const status = (name: keyof typeof statusPalette): ColorPair => pair(statusPalette[name].main, statusPalette[name].contrastText);

/** Revisiones observation states (spec 001 §4): resolved green, overdue red, about to expire orange, observed blue. */
export const observacionColors = {
  Resuelta: status('success'),
  Vencida: status('error'),
  'Por Vencer': status('warning'),
  Observada: status('info'),
} as const satisfies Record<string, ColorPair>;

/** Checklist answer states (spec 001 §9): Por Resolver red, Resuelto green, any other light green, none red. */
export const respuestaColors = {
  'Por Resolver': status('error'),
  Resuelto: status('success'),
  otro: pair('#81c784', DARK_TEXT),
  ninguno: status('error'),
} as const satisfies Record<string, ColorPair>;

/** NEO sheet badges (spec 002 §2): yellow without final date, red, green. */
export const insigniaColors = { amarillo: pair('#fbc02d', DARK_TEXT), rojo: status('error'), verde: status('success') } as const satisfies Record<
  string,
  ColorPair
>;

/** NEO reviewers (spec 002 §2): signed green, blocked gold. */
export const revisorColors = { firmado: status('success'), bloqueado: pair('#c9a227', DARK_TEXT) } as const satisfies Record<string, ColorPair>;

/**
 * NEO answer states (spec 002 §4) as the capture buttons fill when chosen (issue 19 §4): Aprobado
 * green, Rechazado red, No Aplica grey, Pendiente orange, Bloqueado dark gold (the blocked reviewer's
 * gold, darkened so the fill stands 3:1 from the card and white text 4.5:1 on it).
 */
export const respuestaOTColors = {
  Aprobado: status('success'),
  Rechazado: status('error'),
  'No Aplica': pair('#616161', WHITE_TEXT),
  Pendiente: status('warning'),
  Bloqueado: pair('#8d6e00', WHITE_TEXT),
} as const satisfies Record<string, ColorPair>;

/** A soft-deleted row with its alert (spec 001 §2: "a highlight colour"), orange, also under the pointer. */
export const deletedRowColors = { row: pair('#ffb74d', DARK_TEXT), hover: pair('#ffa726', DARK_TEXT) } as const satisfies Record<string, ColorPair>;

/** The track of a progress bar (MUI grey.200) and the surface it sits on. */
export const PROGRESS_TRACK = '#eeeeee';
export const SURFACE = '#ffffff';

/**
 * NEO progress relative to the goal (spec 002 §2: red, orange, yellow, blue, green): bar fills, each
 * at least 3:1 against the track and the card, so the bar is seen (the yellow is a dark yellow).
 */
export const progresoColors = { rojo: '#d32f2f', naranjo: '#bf5000', amarillo: '#a67c00', azul: '#1976d2', verde: '#2e7d32' } as const satisfies Record<
  string,
  string
>;

/** sx of a chip painted with a pair (bold, as the state chips are). */
export const chipSx = (colors: ColorPair) => ({ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 });

/** WCAG 2.x relative luminance of an opaque '#rrggbb' or '#rgb' colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
