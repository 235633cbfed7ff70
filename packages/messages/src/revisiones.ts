/**
 * Revision projects, their revisions and listados (spec 001 §§2-9, revision family): screens,
 * dialogs, validation, successes and errors, verbatim where the spec gives the text. Texts the
 * spec does not give are marked "not in the spec".
 */
export const revisiones = {
  /** §2 Projects table and its dialogs. */
  proyectos: {
    title: 'Proyectos',
    breadcrumb: 'Revisiones',
    nuevo: 'Nuevo Proyecto',
    mostrarEliminados: 'Mostrar Eliminados',
    columns: { nombre: 'Nombre', carpetas: 'Carpetas', responsable: 'Responsable', cargo: 'Cargo', fechaCreacion: 'Fecha de Creación', acciones: 'Acciones' },
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
    dialogs: {
      elegirResponsable: 'Elige al responsable',
      asignarResponsables: 'Asignar responsables',
      generarPdf: 'Generar PDF proyecto',
      generar: 'Generar',
      /** Not in the spec: titles of the create/edit dialog and its fields. */
      nuevo: 'Nuevo Proyecto',
      editar: 'Editar Proyecto',
      nombreProyecto: 'Nombre del proyecto',
      diasPorVencer: 'Días por vencer',
      diasVencidos: 'Días vencidos',
      /** Not in the spec: the delete confirmation of a project. */
      confirmarEliminar: (nombre: string) => `¿Desea eliminar el proyecto ${nombre}?`,
    },
    /** Not in the spec: the countdown of a deleted row. */
    diasRestantes: (dias: number) => `Se eliminará en ${dias} ${dias === 1 ? 'día' : 'días'}`,
    validation: {
      /** §5 create dialog. */
      nombreRequeridoNuevo: 'Este dato es importante.',
      /** §5 edit dialog. */
      nombreRequeridoEditar: 'Requerido',
      diasMinimo: 'Debe ser mayor a 0',
      /** Not in the spec: a day field that is not a whole number. */
      diasEntero: 'Debe ser un número entero',
      /** §5 'DiasPorVencer and DiasVencidos required' (issue 16 §5: an emptied field is an error, never silently 10 / 20): each dialog's required text. */
      diasRequeridoNuevo: 'Este dato es importante.',
      diasRequeridoEditar: 'Requerido',
    },
    errors: {
      nombreDuplicadoNuevo: 'Ya tienes un proyecto con ese nombre.',
      nombreDuplicadoEditar: 'Ya existe un proyecto con este nombre.',
      /** Checklist projects (other service); kept with its siblings of §8. */
      nombreDuplicadoChecklist: 'Ya tienes un proyecto con este nombre.',
      limite: 'Has alcanzado el límite de proyectos.',
      limiteRestaurar: '¡Has sobrepasado el límite de revisiones activas!',
      sinEmpresa: 'Proyecto no tiene Empresa',
      noExiste: 'Este proyecto no existe.',
      noCargados: 'Los proyectos no están cargados.',
      noSeleccionado: 'No hay proyecto seleccionado',
      noSeHaSeleccionado: 'No se ha seleccionado un proyecto',
      /** Not in the spec: a responsible who is not a user of the company with the Revisiones flag. */
      responsableInvalido: 'El responsable debe ser un usuario de la empresa con el módulo Revisiones.',
      /** Not in the spec: restoring a project that is not deleted, or deleting a deleted one. */
      noEliminado: 'Este proyecto no está eliminado.',
      yaEliminado: 'Este proyecto ya está eliminado.',
    },
    success: { agregado: 'Proyecto Agregado', actualizado: 'Proyecto actualizado.', eliminado: 'Proyecto eliminado', restaurado: 'Proyecto restaurado' },
    empty: { sinListados: 'Este proyecto no registra listados.', sinObservaciones: 'Este proyecto no tiene observaciones.' },
  },
  /** §2 Revisions table. */
  revisiones: {
    title: 'Revisiones',
    nueva: 'Nueva Revisión',
    columns: { nombre: 'Nombre', listados: 'Listados', responsable: 'Responsable', cargo: 'Cargo', fechaCreacion: 'Fecha de Creación', acciones: 'Acciones' },
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
    empty: { sinObservaciones: 'Esta revisión no tiene observaciones' },
  },
  /** §2 Lists screen ('Listados'). */
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
    actions: {
      editar: 'Editar',
      eliminar: 'Eliminar',
      estadisticas: 'Estadísticas',
      solicitarInforme: 'Solicitar informe',
      observaciones: 'Observaciones',
      restaurar: 'Restaurar',
      fechaPropuesta: 'Fecha propuesta',
      fechaReal: 'Fecha real',
    },
    vacio: 'Nada Aun',
    confirmarEliminar: (nombre: string) => `¿Desea borrar la lista ${nombre}?`,
    /** §8: the warning under the delete confirmation. */
    advertenciaEliminar: 'Se eliminarán sus recintos, subcontratos y observaciones. Esta acción no se puede deshacer.',
    informe: { titulo: 'Ordenar por:', porSubcontrato: 'Por subcontrato', porRecinto: 'Por recinto', cerrar: 'Cerrar' },
    fechas: { agregar: 'Agregar', asignada: 'Fecha asignada correctamente', editada: 'Fecha editada correctamente' },
    /** Not in the spec: the countdown of a deleted listado. */
    diasRestantes: (dias: number) => `Se eliminará en ${dias} ${dias === 1 ? 'día' : 'días'}`,
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
      /** Not in the spec: restoring a listado that is not deleted, or deleting a deleted one. */
      noEliminado: 'Este listado no está eliminado.',
      yaEliminado: 'Este listado ya está eliminado.',
    },
    success: {
      agregado: 'Listado agregado Correctamente',
      actualizado: 'Listado Actualizada Correctamente',
      quitado: 'Hemos quitado el listado.',
      eliminado: 'Listado eliminado',
      /** Not in the spec: a restored listado. */
      restaurado: 'Listado restaurado',
    },
    empty: { sinObservaciones: 'Este listado no tiene observaciones', sinDatos: 'No existen datos del listado.' },
  },
  /** §2 breadcrumbs. */
  breadcrumbs: { empresas: 'Empresas', proyectos: 'Proyectos', revisiones: 'Revisiones', listados: 'Listados' },
  /** §8 missing context. */
  contexto: { sinEmpresa: 'No hay empresa seleccionada.', errorEmpresa: 'Error al cargar la empresa', noSeEncuentraEmpresa: 'No se encuentra empresa' },
} as const;
