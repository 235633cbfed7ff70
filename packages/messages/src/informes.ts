import { files } from './files.ts';
import { observacionCampos, observaciones } from './observaciones.ts';
import { fileSafe, reviewFamily as family } from './review-family.ts';
import { revisiones } from './revisiones.ts';

/**
 * The documents of revision projects (spec 001 §4 'Document generation', §7 calls, §8 'Reports'):
 * the PDFs and workbooks the report jobs produce and the refusals of their params. Texts marked
 * "not in the spec" are ours (the spec does not show what the server's documents said).
 */
export const informes = {
  /** The buttons and dialogs that ask for each kind (§2, §7). */
  kinds: {
    'pdf-proyecto': revisiones.proyectos.dialogs.generarPdf,
    'resumen-listado': revisiones.listados.actions.solicitarInforme,
    'pendientes-vs-resueltas': revisiones.proyectos.actions.pendientesVsResueltas,
    'excel-resumen': 'Generar Excel',
    'excel-listado': 'Generar Excel',
  },
  /** Refusals of POST /reports params (not in the spec: its dialogs never sent such requests). */
  params: family.informes.params,
  /** Names of the generated files (§7: Respuestas_{list name}_{date}.pdf; the Excel by project and timestamp). */
  archivos: {
    respuestas: family.informes.archivos.respuestas,
    /** Not in the spec: the list summary ('Solicitar informe'). */
    resumenListado: (listado: string, fecha: string) => `Informe_${fileSafe(listado)}_${fecha}.pdf`,
    /** Not in the spec. */
    pendientesVsResueltas: (proyecto: string, fecha: string) => `Pendientes_vs_Resueltas_${fileSafe(proyecto)}_${fecha}.pdf`,
    excelResumen: family.informes.archivos.excelResumen,
    /** Not in the spec. */
    excelListado: family.informes.archivos.excelListado,
  },
  /** The item of a 'Generar PDF proyecto' job (one per chosen pair). */
  parLabel: family.informes.parLabel,
  /** Not in the spec: a chosen pair that names no list of the project. */
  parDesconocido: family.informes.parDesconocido,
  /** Texts inside the PDFs (not in the spec, except where noted). */
  pdf: {
    titulos: { respuestas: 'Respuestas', resumenListado: 'Informe del listado', pendientesVsResueltas: revisiones.proyectos.actions.pendientesVsResueltas },
    empresa: 'Empresa',
    proyecto: 'Proyecto',
    revision: 'Revisión',
    listado: 'Listado',
    responsable: 'Responsable',
    cargo: 'Cargo',
    fechaGeneracion: 'Fecha de generación',
    ordenadoPor: revisiones.listados.informe.titulo,
    orden: { subcontrato: revisiones.listados.informe.porSubcontrato, recinto: revisiones.listados.informe.porRecinto },
    grupo: { subcontrato: observaciones.columns.subcontrato, recinto: observaciones.columns.recinto },
    observacion: (numero: number) => `Observación N° ${numero}`,
    campos: {
      numero: observaciones.columns.numero,
      ...observacionCampos,
      comentario: observaciones.columns.comentario,
      fechaCreacion: 'Fecha de creación',
      fechaVencimiento: 'Fecha de vencimiento',
      fotos: 'Fotos',
    },
    /** §8, verbatim: a photo that cannot be read. */
    sinImagen: files.notFound,
    /** §8 empty states. */
    sinObservacionesListado: revisiones.listados.empty.sinObservaciones,
    sinObservacionesProyecto: revisiones.proyectos.empty.sinObservaciones,
    sinListados: revisiones.proyectos.empty.sinListados,
    /** §4: an empty value. */
    sinDato: observaciones.sinEstado,
    total: 'Total',
    resueltas: 'Resueltas',
    pendientes: 'Pendientes',
    porcentajeResueltas: '% Resueltas',
    totalProyecto: 'Total del proyecto',
    totalRevision: 'Total de la revisión',
  },
  /** The workbooks' sheet and columns (the summary's, spec 001 §2 'Project-wide observations summary'). */
  excel: {
    hoja: 'Observaciones',
    columnas: {
      revision: 'Revisión',
      listado: 'Listado',
      sector: 'Sector',
      recinto: 'Recinto',
      subcontrato: 'Subcontrato',
      errorTipo: 'Error Tipo',
      prioridad: 'Prioridad',
      numero: 'N°',
      estado: 'Estado',
      comentario: 'Comentario',
      observada: 'Fecha Observada',
      vencimiento: 'Fecha Vencimiento',
      foto1: 'Foto 1',
      foto2: 'Foto 2',
    },
    /** The text of a photo link cell. */
    verFoto: (n: number) => `Ver foto ${n}`,
  },
} as const;
