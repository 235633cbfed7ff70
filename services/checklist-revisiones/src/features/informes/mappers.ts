import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { Campo, CellValue, ColumnSpec, FotoPdf } from '@insp/reports';
import { formatFechaHora, formatPorcentaje, orDefault } from '@insp/reports';

import type { ResponsableSnapshot } from '../../shared/hierarchy.ts';
import type { RespuestaDoc } from '../../shared/respuestas.ts';

const doc = texts.informes.documento;

export interface RespuestaPdf {
  titulo: string;
  campos: Campo[];
  foto: FotoPdf | null;
}

const orNA = (value: string | null | undefined) => orDefault(value, doc.sinDato);

export const fechaGeneracion = (now: Date): Campo => ({ etiqueta: doc.fechaGeneracion, valor: formatFechaHora(now) });

/** How an answer's Estado is shown (§4): 'Criterios Propietario' as 'Criterio Propietario', none as 'Sin selección'. */
export const estadoLabel = (estado: string | null | undefined): string => (estado ? (texts.respuestas.estadoLabel[estado] ?? estado) : doc.sinSeleccion);

export function cabecera(fields: {
  empresa: string;
  proyecto: string;
  revision?: string;
  listado?: string;
  checklist?: string | null;
  responsable: ResponsableSnapshot | null;
  /** Rows after the responsible's (the list document's order). */
  extra?: Campo[];
}): Campo[] {
  const rows: Campo[] = [
    { etiqueta: doc.empresa, valor: fields.empresa },
    { etiqueta: doc.proyecto, valor: fields.proyecto },
  ];
  if (fields.revision !== undefined) rows.push({ etiqueta: doc.revision, valor: fields.revision });
  if (fields.listado !== undefined) rows.push({ etiqueta: doc.listado, valor: fields.listado });
  if (fields.checklist !== undefined) rows.push({ etiqueta: doc.checklist, valor: orNA(fields.checklist) });
  rows.push({ etiqueta: doc.responsable, valor: orNA(fields.responsable?.NombreCompleto) });
  rows.push({ etiqueta: doc.cargo, valor: orNA(fields.responsable?.Cargo) });
  rows.push(...(fields.extra ?? []));
  return rows;
}

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

export const EXCEL_COLUMNS: ColumnSpec[] = (() => {
  const c = texts.informes.excel.columnas;
  return [
    { header: c.revision, key: 'revision', width: 22 },
    { header: c.listado, key: 'listado', width: 22 },
    { header: c.recinto, key: 'recinto', width: 18 },
    { header: c.subcontrato, key: 'subcontrato', width: 18 },
    { header: c.errorTipo, key: 'errorTipo', width: 18 },
    { header: c.orden, key: 'orden', width: 8 },
    { header: c.estado, key: 'estado', width: 20 },
    { header: c.comentario, key: 'comentario', width: 50 },
    { header: c.foto, key: 'foto', width: 12 },
    { header: c.observada, key: 'observada', width: 18 },
    { header: c.resuelta, key: 'resuelta', width: 18 },
  ];
})();

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
