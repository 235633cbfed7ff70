import { colorProgresoOT, type ColorProgresoOT, type InsigniaHojaOT } from '@insp/contracts/neo';

/** §2 progress colours as CSS colours (red, orange, yellow, blue, green). */
export const progresoCss: Record<ColorProgresoOT, string> = {
  rojo: '#d32f2f',
  naranjo: '#ed6c02',
  amarillo: '#fbc02d',
  azul: '#1976d2',
  verde: '#2e7d32',
};

/** §2 sheet badge colours: yellow without final date, red with a question rejected in both slots, else green. */
export const insigniaCss: Record<InsigniaHojaOT, string> = { amarillo: '#fbc02d', rojo: '#d32f2f', verde: '#2e7d32' };

/** §2: a reviewer who signed is green, a blocked one gold. */
export const FIRMADO_CSS = '#2e7d32';
export const BLOQUEADO_CSS = '#c9a227';

export const progresoColor = (progreso: number, meta?: number | null) => colorProgresoOT(progreso, meta);
