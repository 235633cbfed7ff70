/**
 * Texts the two review modules say alike (spec 001: revision projects and checklist-review
 * projects), verbatim: revisiones.ts, checklist-revisiones.ts, their screens and the documents spread
 * these blocks into their own keys, so a text of the family is written once. What one module says
 * differently stays in that module's file.
 */

/** Safe in a file name on every system: path separators, reserved and control characters become '-'. */
// eslint-disable-next-line no-control-regex
export const fileSafe = (name: string) => name.replace(/[/\\:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'documento';

/** Not in the spec: the countdown of a deleted row (project or listado). */
const diasRestantes = (dias: number) => `Se eliminará en ${dias} ${dias === 1 ? 'día' : 'días'}`;

/** The empty states of the three levels (§8). */
const sinObservaciones = {
  proyecto: 'Este proyecto no tiene observaciones',
  revision: 'Esta revisión no tiene observaciones',
  listado: 'Este listado no tiene observaciones',
} as const;

export const reviewFamily = {
  proyectos: {
    title: 'Proyectos',
    nuevo: 'Nuevo Proyecto',
    mostrarEliminados: 'Mostrar Eliminados',
    actions: {
      restaurar: 'Restaurar',
      editar: 'Editar',
      eliminar: 'Eliminar',
      encargados: 'Encargados',
      estadisticas: 'Estadísticas',
      pendientesVsResueltas: 'Pendientes vs. Resueltas',
      observaciones: 'Observaciones',
      revisiones: 'Revisiones',
    },
    /** The dialogs' titles and fields (from `nuevo` on, not in the spec). */
    dialogs: {
      elegirResponsable: 'Elige al responsable',
      asignarResponsables: 'Asignar responsables',
      generarPdf: 'Generar PDF proyecto',
      generar: 'Generar',
      nuevo: 'Nuevo Proyecto',
      editar: 'Editar Proyecto',
      nombreProyecto: 'Nombre del proyecto',
      /** Not in the spec: the delete confirmation of a project. */
      confirmarEliminar: (nombre: string) => `¿Desea eliminar el proyecto ${nombre}?`,
    },
    diasRestantes,
    validation: {
      /** §5 create dialog. */
      nombreRequeridoNuevo: 'Este dato es importante.',
      /** §5 edit dialog. */
      nombreRequeridoEditar: 'Requerido',
    },
    errors: {
      limite: 'Has alcanzado el límite de proyectos.',
      limiteRestaurar: '¡Has sobrepasado el límite de revisiones activas!',
      sinEmpresa: 'Proyecto no tiene Empresa',
      noExiste: 'Este proyecto no existe.',
      noCargados: 'Los proyectos no están cargados.',
      noSeleccionado: 'No hay proyecto seleccionado',
      noSeHaSeleccionado: 'No se ha seleccionado un proyecto',
    },
    success: { agregado: 'Proyecto Agregado', actualizado: 'Proyecto actualizado.', eliminado: 'Proyecto eliminado', restaurado: 'Proyecto restaurado' },
    empty: { sinListados: 'Este proyecto no registra listados.', sinObservaciones: 'Este proyecto no tiene observaciones.' },
  },
  /** Not in the spec: restoring a project that is not deleted, or deleting a deleted one. */
  proyectoEliminacion: { noEliminado: 'Este proyecto no está eliminado.', yaEliminado: 'Este proyecto ya está eliminado.' },
  revisiones: {
    title: 'Revisiones',
    nueva: 'Nueva Revisión',
    actions: { editar: 'Editar', eliminar: 'Eliminar', estadisticas: 'Estadísticas', listados: 'Listados' },
    /** Not in the spec: the revision's delete confirmation. */
    confirmarEliminar: (nombre: string) => `¿Desea eliminar la revisión ${nombre}?`,
    validation: {
      nombreRequerido: 'Nombre requerido',
      /** Not in the spec: the responsible of the dialog left empty (§5 'responsible chosen'). */
      responsableRequerido: 'Responsable requerido',
    },
    errors: {
      nombreDuplicado: 'Existe revisión con ese nombre',
      conListados: 'Para eliminar esta revisión, primero elimina sus listados.',
      noEncontrada: 'No se encontró la revisión.',
      noExiste: 'No existe revision',
      noSeleccionada: 'No hay revisión seleccionada',
      noSeHaSeleccionado: 'No se ha seleccionado una revisión',
    },
    success: { agregada: 'Revision Agregada Correctamente', actualizada: 'Revision Actualizada Correctamente', eliminada: 'Revisión Eliminada Correctamente' },
    empty: { sinObservaciones: sinObservaciones.revision },
  },
  listados: {
    title: 'Listados',
    nuevo: 'Nuevo Listado',
    ordenarPor: 'Ordenar por',
    orden: { nombre: 'Nombre', fecha: 'Fecha de creación' },
    columns: {
      nombre: 'Nombre',
      observaciones: 'Observaciones',
      encargado: 'Encargado',
      cargo: 'Cargo',
      fechaCreacion: 'Fecha de Creación',
      acciones: 'Acciones',
    },
    actions: { editar: 'Editar', eliminar: 'Eliminar', estadisticas: 'Estadísticas', solicitarInforme: 'Solicitar informe' },
    vacio: 'Nada Aun',
    confirmarEliminar: (nombre: string) => `¿Desea borrar la lista ${nombre}?`,
    /** §8: the warning under the delete confirmation. */
    advertenciaEliminar: 'Se eliminarán sus recintos, subcontratos y observaciones. Esta acción no se puede deshacer.',
    informe: { titulo: 'Ordenar por:', porSubcontrato: 'Por subcontrato', porRecinto: 'Por recinto', cerrar: 'Cerrar' },
    fechas: { agregar: 'Agregar', asignada: 'Fecha asignada correctamente', editada: 'Fecha editada correctamente' },
    diasRestantes,
    validation: {
      nombreRequerido: 'Nombre requerido',
      /** Not in the spec, as for revisions. */
      responsableRequerido: 'Responsable requerido',
    },
    errors: {
      nombreDuplicado: 'Existe listado con ese nombre',
      limiteRestaurar: '¡Has sobrepasado el límite de revisiones activas!',
      /** §8 'No existen datos del listado.' answers a listado that does not exist. */
      noExiste: 'No existen datos del listado.',
      obtener: 'Ha ocurrido un error al obtener la lista',
    },
    success: {
      agregado: 'Listado agregado Correctamente',
      actualizado: 'Listado Actualizada Correctamente',
      quitado: 'Hemos quitado el listado.',
      eliminado: 'Listado eliminado',
      /** Not in the spec: a restored listado. */
      restaurado: 'Listado restaurado',
    },
    empty: { sinObservaciones: sinObservaciones.listado, sinDatos: 'No existen datos del listado.' },
  },
  /** Not in the spec: restoring a listado that is not deleted, or deleting a deleted one. */
  listadoEliminacion: { noEliminado: 'Este listado no está eliminado.', yaEliminado: 'Este listado ya está eliminado.' },
  /** A listado's restore and date actions. */
  listadoAccionesFecha: { restaurar: 'Restaurar', fechaPropuesta: 'Fecha propuesta', fechaReal: 'Fecha real' },
  /** §8 empty states of the statistics' three levels. */
  sinObservaciones,
  /** §8 missing context. */
  contexto: { sinEmpresa: 'No hay empresa seleccionada.', errorEmpresa: 'Error al cargar la empresa', noSeEncuentraEmpresa: 'No se encuentra empresa' },
  /** The documents (report jobs) both modules produce. */
  informes: {
    /** Refusals of POST /reports params (not in the spec: its dialogs never sent such requests). */
    params: {
      paresRequeridos: 'Elige al menos un listado.',
      paresMaximo: (max: number) => `Puedes elegir hasta ${max} listados.`,
      listadoRequerido: 'Elige un listado.',
      ordenRequerido: "Elige 'Por subcontrato' o 'Por recinto'.",
    },
    archivos: {
      respuestas: (listado: string, fecha: string) => `Respuestas_${fileSafe(listado)}_${fecha}.pdf`,
      excelResumen: (proyecto: string, fechaHora: string) => `${fileSafe(proyecto)}_${fechaHora}.xlsx`,
      excelListado: (listado: string, fechaHora: string) => `${fileSafe(listado)}_${fechaHora}.xlsx`,
    },
    /** The item of a 'Generar PDF proyecto' job (one per chosen pair). */
    parLabel: (revision: string, listado: string) => `${revision} / ${listado}`,
    /** Not in the spec: a chosen pair that names no list of the project. */
    parDesconocido: (n: number) => `Listado ${n}`,
  },
  /** Pieces of the screens (not in the spec unless noted). */
  screens: {
    comunes: {
      acciones: 'Acciones',
      responsable: 'Responsable',
      elegir: 'Elegir',
      guardar: 'Guardar',
      cancelar: 'Cancelar',
      cerrar: 'Cerrar',
      /** The header of a screen: business / project / revision / … (§2). */
      encabezado: (...partes: string[]) => partes.join(' / '),
    },
    proyectos: {
      fechaCreacion: 'Fecha de creación',
      /** The used/limit bar (hidden for company users). */
      cupo: (used: number, limit: number) => `Proyectos activos: ${used} de ${limit}`,
      seleccionar: (nombre: string) => `Seleccionar ${nombre}`,
      verRevisiones: (nombre: string) => `Ver revisiones de ${nombre}`,
      accionesDe: (nombre: string) => `Acciones de ${nombre}`,
      responsableOpcional: 'Responsable (opcional)',
    },
    /** 'Generar PDF proyecto': choosing the revision/list pairs. */
    pdf: {
      revisiones: 'Revisiones',
      listados: 'Listados',
      sinRevisiones: 'Este proyecto no tiene revisiones.',
      sinListados: 'Las revisiones elegidas no tienen listados.',
      eligeRevision: 'Elige una o más revisiones para ver sus listados.',
      elegidos: (n: number, max: number) => `${n} de ${max} listados elegidos`,
    },
    revisiones: { editar: 'Editar Revisión', nombre: 'Nombre', encargado: 'Encargado' },
    listados: {
      editar: 'Editar Listado',
      nombre: 'Nombre',
      fecha: 'Fecha',
      fechaPropuesta: (fecha: string) => `Propuesta: ${fecha}`,
      fechaReal: (fecha: string) => `Real: ${fecha}`,
    },
  },
} as const;
