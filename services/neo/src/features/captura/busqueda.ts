import type { EstadoMiHojaOT } from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import type { Types } from 'mongoose';

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/** Each plain letter with its accented forms, both cases ('a' finds 'Á'). */
const FOLDED: Record<string, string> = { a: 'aáàäâAÁÀÄÂ', e: 'eéèëêEÉÈËÊ', i: 'iíìïîIÍÌÏÎ', o: 'oóòöôOÓÒÖÔ', u: 'uúùüûUÚÙÜÛ', n: 'nñNÑ', c: 'cçCÇ' };

/**
 * A regular expression source that finds `search` in a stored name ignoring case and accents ('sala
 * estar' finds 'Sala Estar', 'baño' and 'bano' find 'Baño'), used with the 'i' option. The names of
 * a sheet (space, checklist, sector…) are stored as typed, without a folded key, so the folding is in
 * the pattern instead. Empty after folding: undefined (no search).
 */
export function foldedPattern(search: string | undefined): string | undefined {
  const key = search === undefined ? '' : nameKey(search);
  if (key === '') return undefined;
  return [...key].map((char) => (FOLDED[char] ? `[${FOLDED[char]}]` : char.replace(ESCAPE, '\\$&'))).join('');
}

/** The sheet number a search names ('12', 'N° 12', '#12'), if it names one. */
export function numeroBuscado(search: string | undefined): number | undefined {
  const match = search === undefined ? null : /^\s*(?:n\s*°|nº|no\.?|#)?\s*(\d{1,6})\s*$/i.exec(search);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

const RANGO: Record<EstadoMiHojaOT, number> = { pendiente: 0, firmada: 1, finalizada: 2 };
const nombres = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

interface Ordenable {
  estado: EstadoMiHojaOT;
  clave: { _id: Types.ObjectId; projectId: Types.ObjectId; espacioId: Types.ObjectId; NombreEspacio: string; NombreChecklist: string; Numero: number };
}

/**
 * The order of 'Mis hojas de respuestas': 'pendiente' first, then 'firmada', 'finalizada'; within a
 * state by project (newest first: its id), then space name as people read it ('Depto 2' before
 * 'Depto 10'), space, checklist name and sheet number, so each project · space group is contiguous.
 */
export function ordenMisHojas(a: Ordenable, b: Ordenable): number {
  const x = a.clave;
  const y = b.clave;
  return (
    RANGO[a.estado] - RANGO[b.estado] ||
    y.projectId.toHexString().localeCompare(x.projectId.toHexString()) ||
    nombres.compare(x.NombreEspacio, y.NombreEspacio) ||
    x.espacioId.toHexString().localeCompare(y.espacioId.toHexString()) ||
    nombres.compare(x.NombreChecklist, y.NombreChecklist) ||
    x.Numero - y.Numero ||
    x._id.toHexString().localeCompare(y._id.toHexString())
  );
}
