import { type ColorProgresoOT, colorProgresoOT, type InsigniaHojaOT } from '@insp/contracts/neo';
import { type ColorPair, insigniaColors, progresoColors, revisorColors } from '@insp/ui';

/** §2 progress colours as CSS colours (red, orange, yellow, blue, green). */
export const progresoCss: Record<ColorProgresoOT, string> = progresoColors;

/** §2 sheet badge colours: yellow without final date, red with a question rejected in both slots, else green. */
export const insigniaCss: Record<InsigniaHojaOT, ColorPair> = insigniaColors;

/** §2: a reviewer who signed is green, a blocked one gold. */
export const FIRMADO_CSS: ColorPair = revisorColors.firmado;
export const BLOQUEADO_CSS: ColorPair = revisorColors.bloqueado;

export const progresoColor = (progreso: number, meta?: number | null) => colorProgresoOT(progreso, meta);
