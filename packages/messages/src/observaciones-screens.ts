import { adminScreens } from '@insp/messages';

import { correccion } from './correccion.ts';
import { estadisticas, observacionCampos, observaciones } from './observaciones.ts';
import { revisiones } from './revisiones.ts';

/**
 * The observation screens of mf-revisiones (spec 001 §2 'Observaciones', 'Project-wide observations
 * summary', 'Statistics', issue 6 'Nueva observación'): labels, buttons, dialog titles and empty
 * states. Verbatim from the spec where it names them (§2, §8); the rest is marked "not in the spec".
 */
export const observacionesScreens = {
  /** The observations screen of a listado (§2). */
  listado: {
    title: 'Observaciones',
    breadcrumb: 'Observaciones',
    nueva: observaciones.nuevaObservacion,
    generarExcel: 'Generar Excel',
    /** §8 report snackbar. */
    descargando: observaciones.downloading,
    /** §8 empty states: a listado without observations, and a filter that matches none. */
    vacio: revisiones.listados.empty.sinObservaciones,
    sinResultados: observaciones.empty,
    /** Not in the spec: the keyset pager (newest first, 20 per page). */
    anterior: 'Anterior',
    siguiente: 'Siguiente',
    pagina: (n: number) => `Página ${n}`,
    /** Not in the spec: the expand button of a row (accessible name). */
    expandir: 'Ver detalle',
    contraer: 'Ocultar detalle',
  },
  /** 'Filtros' panel shared by the listado screen and the project summary (§2). */
  filtros: {
    title: observaciones.filtros,
    ...observacionCampos,
    revision: observaciones.columns.revision,
    listado: observaciones.columns.listado,
    /** Not in the spec. */
    todos: 'Todos',
    todas: 'Todas',
    desde: 'Desde',
    hasta: 'Hasta',
    limpiar: 'Limpiar filtros',
    /** Not in the spec: §2 'search by date applies only when both dates are given', said on screen. */
    rangoIncompleto: 'Elige ambas fechas para filtrar por fecha.',
  },
  /** The expanded 'Detalle' of a row (§2). */
  detalle: {
    title: 'Detalle',
    sector: observaciones.columns.sector,
    recinto: observaciones.columns.recinto,
    subcontrato: observaciones.columns.subcontrato,
    errorTipo: observaciones.columns.errorTipo,
    comentario: observaciones.columns.comentario,
    /** Not in the spec: the due dates (§3 PorVencer, Vencida) and the resolution date. */
    porVencer: 'Por vencer desde',
    vencimiento: 'Fecha de vencimiento',
    resuelta: 'Resuelta el',
    /** §4 date display fallback. */
    sinResolver: 'Sin resolver.',
    registradaPor: 'Registrada por',
    fotos: 'Fotos',
    sinFotos: 'Sin fotos',
    foto: (n: number) => `Foto ${n}`,
    /** §8 a photo that cannot be loaded. */
    sinImagen: 'No existe la imagen',
    editar: observaciones.editarDetalle,
    historial: observaciones.historial,
    cerrar: 'Cerrar',
    sinDato: observaciones.sinEstado,
  },
  /** 'Editar detalle' dialog (§2, §5). */
  editar: {
    title: observaciones.editarDetalle,
    resuelta: 'Resuelta',
    cancelar: adminScreens.actions.cancel,
    guardar: adminScreens.actions.save,
    exito: observaciones.updated,
    fallo: observaciones.updateFailed,
  },
  /** 'Historial' dialog: the record's event log (issue 6 §2). Not in the spec. */
  historial: {
    title: observaciones.historial,
    vacio: 'Sin cambios registrados.',
    cargarMas: 'Cargar más',
    cerrar: 'Cerrar',
    acciones: {
      crear: 'Registró la observación',
      editar: 'Editó la observación',
      eliminar: 'Eliminó la observación',
      // the steps of a fix reported through the contractor portal (issue 20 §2)
      'correccion-informada': correccion.correccionEstados.Informada,
      'correccion-aceptada': correccion.correccionEstados.Aceptada,
      'correccion-devuelta': correccion.correccionEstados.Devuelta,
    } as Record<string, string>,
    vacioValor: '(vacío)',
    si: 'Sí',
    no: 'No',
    campos: {
      Sector: observaciones.columns.sector,
      Recinto: observaciones.columns.recinto,
      Subcontrato: observaciones.columns.subcontrato,
      ErrorTipo: observaciones.columns.errorTipo,
      Prioridad: observaciones.columns.prioridad,
      Comentario: observaciones.columns.comentario,
      Resuelta: observaciones.columns.resuelta,
      Imagenes: 'Fotos',
      correccion: 'Corrección',
    } as Record<string, string>,
  },
  /** Project-wide observations summary (§2). */
  proyecto: {
    title: 'Observaciones del proyecto',
    breadcrumb: 'Observaciones',
    generarExcel: 'Generar Excel',
    descargando: observaciones.downloading,
    vacio: revisiones.proyectos.empty.sinObservaciones,
    sinResultados: observaciones.empty,
    columns: {
      revision: observaciones.columns.revision,
      listado: observaciones.columns.listado,
      sector: observaciones.columns.sector,
      recinto: observaciones.columns.recinto,
      subcontrato: observaciones.columns.subcontrato,
      errorTipo: observaciones.columns.errorTipo,
      prioridad: observaciones.columns.prioridad,
      orden: observaciones.columns.orden,
      estado: observaciones.columns.estado,
      comentario: observaciones.columns.comentario,
      observada: 'Fecha observada',
      vencimiento: 'Fecha vencimiento',
    },
  },
  /** Statistics (§2, §8). */
  estadisticas: {
    title: estadisticas.title,
    total: estadisticas.total,
    resueltas: estadisticas.resueltas,
    pendientes: estadisticas.pendientes,
    porSubcontrato: estadisticas.porSubcontrato,
    porListado: estadisticas.porListado,
    /** Not in the spec: the pie and the bars by subcontract need titles of their own. */
    distribucionSubcontrato: 'Distribución por subcontrato',
    resueltasPendientesSubcontrato: 'Resueltas y pendientes por subcontrato',
    sinDatos: estadisticas.sinDatos,
    /** Not in the spec. */
    cargando: 'Cargando estadísticas…',
    porcentaje: (nombre: string, pct: string) => `${nombre}: ${pct}%`,
    observaciones: 'Observaciones',
  },
  /** 'Nueva observación' (issue 6 §3 capture page). Not in the spec beyond the field names. */
  captura: {
    title: observaciones.nuevaObservacion,
    sector: observaciones.columns.sector,
    recinto: observaciones.columns.recinto,
    subcontrato: observaciones.columns.subcontrato,
    errorTipo: observaciones.columns.errorTipo,
    prioridad: observaciones.columns.prioridad,
    comentario: observaciones.columns.comentario,
    elegir: 'Elige una opción',
    fotos: 'Fotos',
    agregarFoto: 'Agregar foto',
    quitarFoto: 'Quitar foto',
    foto: (n: number) => `Foto ${n}`,
    limiteFotos: (n: number) => (n === 1 ? 'Puedes adjuntar 1 foto.' : `Puedes adjuntar hasta ${n} fotos.`),
    sinFotos: 'Tu empresa no permite adjuntar fotos.',
    subiendo: 'Subiendo foto…',
    subida: 'Foto lista',
    esperaFotos: 'Espera a que terminen de subir las fotos.',
    fotoConError: 'Quita o reemplaza la foto que no se pudo subir.',
    guardar: 'Guardar',
    guardando: 'Guardando…',
    registrada: (numero: number) => `Observación N° ${numero} registrada`,
    registrarOtra: 'Registrar otra',
    volver: 'Volver a observaciones',
    /** The capture page of a listado whose catalogues are empty. */
    sinCatalogos: 'Tu empresa aún no tiene catálogos de observaciones (sectores, recintos, subcontratos y prioridades).',
  },
} as const;
