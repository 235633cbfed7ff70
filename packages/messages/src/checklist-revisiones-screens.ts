import { checklistRevisiones as t } from './checklist-revisiones.ts';
import { reviewFamily as family } from './review-family.ts';

/**
 * Texts of the mf-checklist-revisiones screens that checklist-revisiones.ts does not hold: labels,
 * buttons, hints and dialog titles of checklist-review projects. Verbatim from spec 001 where the
 * spec names them (§2, §8, referenced through `t`); the rest is ours ("not in the spec").
 */
export const checklistRevisionesScreens = {
  comunes: {
    ...family.screens.comunes,
    /** 'x de y' counters (§2: resolved of total). */
    xDeY: (x: number, y: number) => `${x} de ${y}`,
    cargando: 'Cargando…',
  },
  proyectos: {
    ...family.screens.proyectos,
    sinUsuarios: 'No hay usuarios con el módulo Checklist.',
    asignarAyuda: 'Solo se muestran los usuarios con el módulo Checklist.',
  },
  pdf: { titulo: t.proyectos.dialogs.generarPdf, ...family.screens.pdf, generar: t.proyectos.dialogs.generar },
  revisiones: family.screens.revisiones,
  listados: {
    ...family.screens.listados,
    checklist: (nombre: string) => `Checklist: ${nombre}`,
    sinChecklist: 'Sin checklist asignado',
    /** The link to the capture page (a phone's browser). */
    registrarRespuesta: 'Registrar respuesta',
    generarPdf: 'Generar PDF',
    generarExcel: 'Generar Excel',
  },
  checklist: {
    actual: (nombre: string) => `Checklist actual: ${nombre}`,
    contenido: (recintos: number, subcontratos: number, erroresTipo: number) =>
      `${recintos} recintos · ${subcontratos} subcontratos · ${erroresTipo} errores tipo`,
    sinChecklists: 'La empresa no tiene checklists para asignar.',
    asignar: 'Asignar',
    copiados: (recintos: number, subcontratos: number, erroresTipo: number) =>
      `Se copiaron ${recintos} recintos, ${subcontratos} subcontratos y ${erroresTipo} errores tipo.`,
  },
  recintos: { nombre: 'Nombre', vacio: t.listados.vacio, accionesDe: (nombre: string) => `Acciones de ${nombre}` },
  subcontratos: {
    elige: 'Elige un subcontrato para ver sus errores tipo.',
    sinSubcontratos: 'Este recinto no tiene subcontratos.',
    sinErroresTipo: 'Este subcontrato no tiene errores tipo.',
    erroresTipoDe: (nombre: string) => `Errores tipo de ${nombre}`,
    nombre: 'Nombre',
    editarSubcontrato: 'Editar Subcontrato',
    editarErrorTipo: 'Editar Error Tipo',
    accionesDe: (nombre: string) => `Acciones de ${nombre}`,
  },
  respuestas: {
    editarComentario: 'Editar comentario',
    verImagen: 'Ver imagen',
    sinImagen: 'Sin imagen',
    imagen: 'Imagen',
    cargarMas: 'Cargar más',
    orden: (n: number) => `N° ${n}`,
    /** Not in the spec: the edit dialog's button after a conflicting edit was refused (409). */
    recargar: 'Recargar',
  },
  captura: {
    title: 'Registrar respuesta',
    recinto: 'Recinto',
    subcontrato: 'Subcontrato',
    errorTipo: 'Error Tipo',
    comentario: 'Comentario',
    estado: 'Estado',
    elegir: 'Elige una opción',
    sinEstado: t.respuestas.sinSeleccion,
    foto: 'Foto',
    agregarFoto: 'Tomar o adjuntar foto',
    quitarFoto: 'Quitar foto',
    subiendo: 'Subiendo foto…',
    subida: 'Foto lista',
    esperaFoto: 'Espera a que termine de subir la foto.',
    fotoConError: 'Quita o reemplaza la foto que no se pudo subir.',
    guardar: 'Guardar',
    guardando: 'Guardando…',
    registrada: 'Respuesta registrada',
    registrarOtra: 'Registrar otra',
    sinArbol: 'Este listado no tiene recintos activos. Asígnale un checklist primero.',
    requeridos: { recinto: 'Elige un recinto', subcontrato: 'Elige un subcontrato', errorTipo: 'Elige un error tipo' },
  },
  resumen: {
    revision: t.resumen.columns.revision,
    listado: t.resumen.columns.listado,
    recinto: t.resumen.columns.recinto,
    subcontrato: t.resumen.columns.subcontrato,
    errorTipo: t.resumen.columns.errorTipo,
    estado: t.resumen.columns.estado,
    desde: 'Desde',
    hasta: 'Hasta',
    todos: 'Todos',
    todas: 'Todas',
    limpiar: 'Limpiar filtros',
    /** §2 'the date range applies only when both ends are given', said on screen. */
    rangoIncompleto: 'Elige ambas fechas para filtrar por fecha.',
    sinResultados: 'No hay observaciones con estos filtros.',
    verFoto: 'Ver foto',
    /** §2 snackbar while the workbook is generated. */
    descargando: 'Descargando',
  },
  estadisticas: {
    cargando: 'Cargando estadísticas…',
    distribucion: 'Distribución por subcontrato',
    porcentaje: (nombre: string, pct: string) => `${nombre}: ${pct}%`,
  },
} as const;
