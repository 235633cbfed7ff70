import { informes as texts } from '@insp/messages/revisiones';
import type { Campo, CellValue, ColumnSpec, FotoPdf } from '@insp/reports';
import { columnsOf, formatFecha, formatFechaHora, formatPorcentaje, orDefault } from '@insp/reports';

import type { ObservacionView } from '../../shared/observaciones-query.ts';

export interface ObservacionPdf {
  titulo: string;
  campos: Campo[];
  fotos: FotoPdf[];
}

const orNA = (value: string | null | undefined) => orDefault(value, texts.pdf.sinDato);

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
export const EXCEL_COLUMNS: ColumnSpec[] = columnsOf(texts.excel.columnas, {
  revision: 22,
  listado: 22,
  sector: 16,
  recinto: 16,
  subcontrato: 18,
  errorTipo: 18,
  prioridad: 11,
  numero: 7,
  estado: 14,
  comentario: 50,
  observada: 18,
  vencimiento: 18,
  foto1: 12,
  foto2: 12,
});

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
