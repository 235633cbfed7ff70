import { informes as texts } from '@insp/messages/revisiones';
import type { Campo, CellValue, ColumnSpec, FotoPdf } from '@insp/reports';
import { formatFecha, formatFechaHora, formatPorcentaje, orDefault } from '@insp/reports';

import type { ResponsableSnapshot } from '../../shared/hierarchy.ts';
import type { ObservacionView } from '../../shared/observaciones-query.ts';

export interface ObservacionPdf {
  titulo: string;
  campos: Campo[];
  fotos: FotoPdf[];
}

const orNA = (value: string | null | undefined) => orDefault(value, texts.pdf.sinDato);

/** The header rows shared by the documents: company, project, revision, list, responsible and Cargo. */
export function cabecera(fields: {
  empresa: string;
  proyecto: string;
  revision?: string;
  listado?: string;
  responsable: ResponsableSnapshot | null;
  extra?: Campo[];
}): Campo[] {
  const rows: Campo[] = [
    { etiqueta: texts.pdf.empresa, valor: fields.empresa },
    { etiqueta: texts.pdf.proyecto, valor: fields.proyecto },
  ];
  if (fields.revision !== undefined) rows.push({ etiqueta: texts.pdf.revision, valor: fields.revision });
  if (fields.listado !== undefined) rows.push({ etiqueta: texts.pdf.listado, valor: fields.listado });
  rows.push({ etiqueta: texts.pdf.responsable, valor: orNA(fields.responsable?.NombreCompleto) });
  rows.push({ etiqueta: texts.pdf.cargo, valor: orNA(fields.responsable?.Cargo) });
  return [...rows, ...(fields.extra ?? [])];
}

export const fechaGeneracion = (now: Date): Campo => ({ etiqueta: texts.pdf.fechaGeneracion, valor: formatFechaHora(now) });

/** One observation of a PDF: number, status, priority, place, subcontract, error type, comment, dates. */
export function toObservacionPdf(view: ObservacionView, fotos: FotoPdf[]): ObservacionPdf {
  const { campos } = texts.pdf;
  return {
    titulo: texts.pdf.observacion(view.Numero),
    campos: [
      { etiqueta: campos.numero, valor: String(view.Numero) },
      { etiqueta: campos.estado, valor: orNA(view.EstadoLabel) },
      { etiqueta: campos.prioridad, valor: orNA(view.Prioridad) },
      { etiqueta: campos.sector, valor: orNA(view.Sector) },
      { etiqueta: campos.recinto, valor: orNA(view.Recinto) },
      { etiqueta: campos.subcontrato, valor: orNA(view.Subcontrato) },
      { etiqueta: campos.errorTipo, valor: orNA(view.ErrorTipo) },
      { etiqueta: campos.comentario, valor: orNA(view.Comentario) },
      { etiqueta: campos.fechaCreacion, valor: formatFechaHora(view.CreatedAt) },
      { etiqueta: campos.fechaVencimiento, valor: formatFecha(view.Vencida) },
    ],
    fotos,
  };
}

/** A row of 'Pendientes vs. Resueltas' with its percentages and the widths of its bar. */
export interface Conteo {
  nombre: string;
  total: number;
  resueltas: number;
  pendientes: number;
  porcentajeResueltas: string;
  porcentajePendientes: string;
  anchoResueltas: number;
  anchoPendientes: number;
}

export function toConteo(nombre: string, total: number, resueltas: number): Conteo {
  const pendientes = total - resueltas;
  const ancho = total === 0 ? 0 : Math.round((resueltas / total) * 1000) / 10;
  return {
    nombre,
    total,
    resueltas,
    pendientes,
    porcentajeResueltas: formatPorcentaje(resueltas, total),
    porcentajePendientes: formatPorcentaje(pendientes, total),
    anchoResueltas: ancho,
    anchoPendientes: total === 0 ? 0 : Math.round((100 - ancho) * 10) / 10,
  };
}

/**
 * The fields a workbook row is made of (toExcelRow, the derived status and due date): the export
 * reads only these, about half of each stored observation.
 */
export const EXCEL_FIELDS = {
  NombreRevision: 1,
  NombreListado: 1,
  Sector: 1,
  Recinto: 1,
  Subcontrato: 1,
  ErrorTipo: 1,
  Prioridad: 1,
  Numero: 1,
  Comentario: 1,
  CreatedAt: 1,
  Resuelta: 1,
  Imagenes: 1,
} as const satisfies Partial<Record<keyof ObservacionView, 1>>;

/** What a workbook row is made of: the read fields and the status derived from them. */
export type ExcelSource = Pick<ObservacionView, keyof typeof EXCEL_FIELDS | 'EstadoLabel' | 'Vencida'>;

/** The workbooks' columns (the project summary's, with the photos as links). */
export const EXCEL_COLUMNS: ColumnSpec[] = (() => {
  const c = texts.excel.columnas;
  return [
    { header: c.revision, key: 'revision', width: 22 },
    { header: c.listado, key: 'listado', width: 22 },
    { header: c.sector, key: 'sector', width: 16 },
    { header: c.recinto, key: 'recinto', width: 16 },
    { header: c.subcontrato, key: 'subcontrato', width: 18 },
    { header: c.errorTipo, key: 'errorTipo', width: 18 },
    { header: c.prioridad, key: 'prioridad', width: 11 },
    { header: c.numero, key: 'numero', width: 7 },
    { header: c.estado, key: 'estado', width: 14 },
    { header: c.comentario, key: 'comentario', width: 50 },
    { header: c.observada, key: 'observada', width: 18 },
    { header: c.vencimiento, key: 'vencimiento', width: 18 },
    { header: c.foto1, key: 'foto1', width: 12 },
    { header: c.foto2, key: 'foto2', width: 12 },
  ];
})();

/** One workbook row; `linkOf` gives a photo's signed address (a spreadsheet cannot send a token). */
export function toExcelRow(view: ExcelSource, linkOf: (fileId: string) => string): Record<string, CellValue> {
  const foto = (index: number): CellValue => {
    const id = view.Imagenes?.[index];
    return id ? { text: texts.excel.verFoto(index + 1), hyperlink: linkOf(id.toHexString()) } : null;
  };
  return {
    revision: view.NombreRevision,
    listado: view.NombreListado,
    sector: view.Sector,
    recinto: view.Recinto,
    subcontrato: view.Subcontrato,
    errorTipo: view.ErrorTipo ?? '',
    prioridad: view.Prioridad,
    numero: view.Numero,
    estado: view.EstadoLabel,
    comentario: view.Comentario ?? '',
    observada: view.CreatedAt,
    vencimiento: view.Vencida,
    foto1: foto(0),
    foto2: foto(1),
  };
}
