import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { Campo, CellValue, ColumnSpec, FotoPdf } from '@insp/reports';
import { columnsOf, formatFechaHora, formatPorcentaje, orDefault } from '@insp/reports';

import type { RespuestaDoc } from '../../shared/respuestas.ts';

const doc = texts.informes.documento;

export interface RespuestaPdf {
  titulo: string;
  campos: Campo[];
  foto: FotoPdf | null;
}

const orNA = (value: string | null | undefined) => orDefault(value, doc.sinDato);

/** How an answer's Estado is shown (§4): 'Criterios Propietario' as 'Criterio Propietario', none as 'Sin selección'. */
export const estadoLabel = (estado: string | null | undefined): string => (estado ? (texts.respuestas.estadoLabel[estado] ?? estado) : doc.sinSeleccion);

export function toRespuestaPdf(respuesta: RespuestaDoc, foto: FotoPdf | null): RespuestaPdf {
  const { campos } = doc;
  return {
    titulo: doc.respuesta(respuesta.Order),
    campos: [
      { etiqueta: campos.estado, valor: estadoLabel(respuesta.Estado) },
      { etiqueta: campos.comentario, valor: orNA(respuesta.Comentario) },
      { etiqueta: campos.observada, valor: formatFechaHora(respuesta.FechaCreacion) },
      { etiqueta: campos.resuelta, valor: respuesta.FechaResuelta ? formatFechaHora(respuesta.FechaResuelta) : doc.sinResolver },
    ],
    foto,
  };
}

/** A progress row: total, resolved, unresolved, other states, % resolved and the widths of its bar. */
export interface Avance {
  nombre: string;
  nivel: number;
  total: number;
  resueltas: number;
  porResolver: number;
  otras: number;
  porcentajeResueltas: string;
  anchoResueltas: number;
}

export function toAvance(nombre: string, nivel: number, total: number, resueltas: number, porResolver: number): Avance {
  return {
    nombre,
    nivel,
    total,
    resueltas,
    porResolver,
    otras: total - resueltas - porResolver,
    porcentajeResueltas: formatPorcentaje(resueltas, total),
    anchoResueltas: total === 0 ? 0 : Math.round((resueltas / total) * 1000) / 10,
  };
}

/** The workbooks' columns (the summary's, with the photo as a link). */
export const EXCEL_COLUMNS: ColumnSpec[] = columnsOf(texts.informes.excel.columnas, {
  revision: 22,
  listado: 22,
  recinto: 18,
  subcontrato: 18,
  errorTipo: 18,
  orden: 8,
  estado: 20,
  comentario: 50,
  foto: 12,
  observada: 18,
  resuelta: 18,
});

/** One workbook row; `linkOf` gives the photo's signed address (a spreadsheet cannot send a token). */
export function toExcelRow(respuesta: RespuestaDoc, linkOf: (fileId: string) => string): Record<string, CellValue> {
  return {
    revision: respuesta.NombreRevision,
    listado: respuesta.NombreListado,
    recinto: respuesta.NombreRecinto,
    subcontrato: respuesta.NombreSubcontrato,
    errorTipo: respuesta.NombreErrorTipo,
    orden: respuesta.Order,
    estado: estadoLabel(respuesta.Estado),
    comentario: respuesta.Comentario ?? '',
    foto: respuesta.Imagen ? { text: texts.informes.excel.verFoto, hyperlink: linkOf(respuesta.Imagen.toHexString()) } : null,
    observada: respuesta.FechaCreacion,
    resuelta: respuesta.FechaResuelta ?? null,
  };
}
