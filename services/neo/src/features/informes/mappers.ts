import { etiquetasEstadoOT, neo } from '@insp/messages/neo';
import type { CellValue, ColumnSpec } from '@insp/reports';
import { formatFechaHoraCorta } from '@insp/reports';

import type { ChecklistOTDoc, HojaOTDoc, ProyectoOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';

const texts = neo.informes;

export interface Campo {
  etiqueta: string;
  valor: string;
}

/** dd/MM/yyyy HH:mm (§9), Santiago time. */
export const fecha = (value: Date | null | undefined): string => (value ? formatFechaHoraCorta(value) : '');

/** How an answer's state reads in the documents: 'Aprobado (Conforme)'… */
export const estadoTexto = (estado: RespuestaOTDoc['Estado']): string =>
  estado === etiquetasEstadoOT[estado] ? estado : `${estado} (${etiquetasEstadoOT[estado]})`;

const orNA = (value: string | null | undefined) => (value && value.trim() !== '' ? value : texts.pdf.sinDato);

/** The location of a sheet, as one text ('Sector Norte · Recinto Hall'…). */
export function ubicacionDe(hoja: Pick<HojaOTDoc, 'Tipo' | 'PlanoRevisor' | 'Elemento' | 'Ubicacion' | 'Sector' | 'Recinto' | 'Pasillo' | 'Otro'>): string {
  const pdf = texts.pdf;
  const parts =
    hoja.Tipo === 'Obra Gruesa'
      ? [
          [pdf.planoRevisor, hoja.PlanoRevisor],
          [pdf.elemento, hoja.Elemento],
          [pdf.ubicacion, hoja.Ubicacion],
        ]
      : [
          [pdf.sector, hoja.Sector],
          [pdf.recinto, hoja.Recinto],
          [pdf.pasillo, hoja.Pasillo],
          [pdf.otro, hoja.Otro],
        ];
  return parts
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');
}

/** The header rows of a sheet's documents. */
export function cabeceraHoja(empresa: string, project: ProyectoOTDoc, checklist: ChecklistOTDoc, hoja: HojaOTDoc): Campo[] {
  const pdf = texts.pdf;
  return [
    { etiqueta: pdf.empresa, valor: empresa },
    { etiqueta: pdf.proyecto, valor: project.Nombre },
    { etiqueta: pdf.checklist, valor: checklist.Nombre },
    { etiqueta: pdf.tipo, valor: checklist.Tipo },
    { etiqueta: pdf.espacio, valor: hoja.NombreEspacio },
    { etiqueta: pdf.hoja, valor: String(hoja.Numero) },
    { etiqueta: pdf.unidades, valor: `${hoja.Unidades} ${checklist.Unidad}` },
    { etiqueta: pdf.estado, valor: hoja.Estado },
    { etiqueta: pdf.fechaCreacion, valor: fecha(hoja.FechaCreacion) },
    { etiqueta: pdf.fechaRevisionFinal, valor: orNA(fecha(hoja.FechaRevisionFinal)) },
    ...ubicacionDe(hoja)
      .split(' · ')
      .filter(Boolean)
      .map((part) => {
        const [etiqueta, ...valor] = part.split(': ');
        return { etiqueta: etiqueta ?? '', valor: valor.join(': ') };
      }),
  ];
}

const c = texts.excel.columnas;

/** The 'Resumen de respuestas' columns. */
export const EXCEL_COLUMNS: ColumnSpec[] = [
  { header: c.checklist, key: 'checklist', width: 28 },
  { header: c.espacio, key: 'espacio', width: 20 },
  { header: c.hoja, key: 'hoja', width: 8 },
  { header: c.unidades, key: 'unidades', width: 10 },
  { header: c.estadoHoja, key: 'estadoHoja', width: 14 },
  { header: c.ubicacion, key: 'ubicacion', width: 36 },
  { header: c.fechaCreacion, key: 'fechaCreacion', width: 18 },
  { header: c.fechaRevisionFinal, key: 'fechaRevisionFinal', width: 18 },
  { header: c.revisor, key: 'revisor', width: 24 },
  { header: c.categoria, key: 'categoria', width: 22 },
  { header: c.pregunta, key: 'pregunta', width: 48 },
  { header: c.casillero, key: 'casillero', width: 10 },
  { header: c.estado, key: 'estado', width: 24 },
  { header: c.comentario, key: 'comentario', width: 36 },
  { header: c.fecha, key: 'fecha', width: 18 },
  { header: c.foto, key: 'foto', width: 18 },
  { header: c.firmante, key: 'firmante', width: 24 },
  { header: c.fechaFirma, key: 'fechaFirma', width: 18 },
];

export interface HojaExcel {
  checklist: string;
  hoja: Pick<
    HojaOTDoc,
    | 'Numero'
    | 'Unidades'
    | 'Estado'
    | 'NombreEspacio'
    | 'FechaCreacion'
    | 'FechaRevisionFinal'
    | 'Tipo'
    | 'PlanoRevisor'
    | 'Elemento'
    | 'Ubicacion'
    | 'Sector'
    | 'Recinto'
    | 'Pasillo'
    | 'Otro'
  >;
}

/** One answer as a row: the sheet's fields, the answer, the photo link and the reviewer's signature. */
export function toExcelRow(
  answer: RespuestaOTDoc,
  sheet: HojaExcel,
  firma: { Firmante: string; Fecha: Date } | undefined,
  linkOf: (fileId: string) => string,
): Record<string, CellValue> {
  return {
    checklist: sheet.checklist,
    espacio: sheet.hoja.NombreEspacio,
    hoja: sheet.hoja.Numero,
    unidades: sheet.hoja.Unidades,
    estadoHoja: sheet.hoja.Estado,
    ubicacion: ubicacionDe(sheet.hoja),
    fechaCreacion: fecha(sheet.hoja.FechaCreacion),
    fechaRevisionFinal: fecha(sheet.hoja.FechaRevisionFinal),
    revisor: answer.NombreRevisor,
    categoria: answer.Categoria,
    pregunta: answer.Pregunta,
    casillero: answer.slot,
    estado: estadoTexto(answer.Estado),
    comentario: answer.Comentario,
    fecha: fecha(answer.Fecha),
    foto: answer.Foto ? { text: texts.excel.verFoto, hyperlink: linkOf(answer.Foto.toHexString()) } : null,
    firmante: firma?.Firmante ?? '',
    fechaFirma: fecha(firma?.Fecha),
  };
}
