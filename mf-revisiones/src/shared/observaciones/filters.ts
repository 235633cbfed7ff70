import type { ObservationStatus } from '@insp/domain';
import { companyDayEnd, companyDayStart } from '@insp/domain';
import { observaciones } from '@insp/messages/revisiones';

/** What the 'Filtros' panel holds: '' = not filtered; dates as the date inputs give them (yyyy-MM-dd). */
export interface Filtros {
  estado: ObservationStatus | '';
  prioridad: string;
  sector: string;
  recinto: string;
  subcontrato: string;
  errorTipo: string;
  desde: string;
  hasta: string;
}

export const emptyFiltros: Filtros = { estado: '', prioridad: '', sector: '', recinto: '', subcontrato: '', errorTipo: '', desde: '', hasta: '' };

/** The query filters of listObservaciones / projectObservaciones / the Excel jobs. */
export interface FiltrosQuery {
  estado?: ObservationStatus;
  prioridad?: string;
  sector?: string;
  recinto?: string;
  subcontrato?: string;
  errorTipo?: string;
  desde?: string;
  hasta?: string;
}

/** The date range as ISO instants covering whole days on the company's clock (not the browser's), or why it is not applied. */
export function rangoFechas(f: Pick<Filtros, 'desde' | 'hasta'>): { desde: string; hasta: string } | { error: string | null } {
  // §2: the date search applies only when both dates are given
  if (!f.desde || !f.hasta) return { error: null };
  const desde = companyDayStart(f.desde);
  const hasta = companyDayEnd(f.hasta);
  if (!desde || !hasta) return { error: null };
  if (desde.getTime() > hasta.getTime()) return { error: observaciones.rangeInvalid };
  return { desde: desde.toISOString(), hasta: hasta.toISOString() };
}

/** Only the filters that are set; the range only when both ends are set and in order. */
export function filtrosQuery(f: Filtros): FiltrosQuery {
  const query: FiltrosQuery = {};
  if (f.estado) query.estado = f.estado;
  if (f.prioridad) query.prioridad = f.prioridad;
  if (f.sector) query.sector = f.sector;
  if (f.recinto) query.recinto = f.recinto;
  if (f.subcontrato) query.subcontrato = f.subcontrato;
  if (f.errorTipo) query.errorTipo = f.errorTipo;
  const rango = rangoFechas(f);
  if ('desde' in rango) {
    query.desde = rango.desde;
    query.hasta = rango.hasta;
  }
  return query;
}

export const hayFiltros = (f: Filtros): boolean => Object.keys(filtrosQuery(f)).length > 0;
