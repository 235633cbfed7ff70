/**
 * Checklist-review projects (spec 001, ProyectosChecklist, Tipo CheckList): projects, revisions,
 * listados, rooms (recintos), subcontracts, error types, answers, the project summary, statistics and
 * the documents. Verbatim where the spec gives the text; texts the spec does not give are marked
 * "not in the spec". Kept apart from the revision family's texts (issue 7: texts stay separate).
 */

/** Safe in a file name on every system: path separators, reserved and control characters become '-'. */
// eslint-disable-next-line no-control-regex
const fileSafe = (name: string) => name.replace(/[/\\:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'documento';

export const checklistRevisiones = {
  proyectos: {
    title: 'Proyectos',
    breadcrumb: 'Checklist Revisiones',
    nuevo: 'Nuevo Proyecto',
    mostrarEliminados: 'Mostrar Eliminados',
    columns: {
      nombre: 'Nombre',
      carpetas: 'Carpetas',
      /** §2: resolved-of-total (checklist projects only). */
      resueltas: 'Resueltas',
      responsable: 'Responsable',
      cargo: 'Cargo',
      fechaCreacion: 'Fecha de Creación',
      acciones: 'Acciones',
    },
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
      /** Not in the spec. */
      nuevo: 'Nuevo Proyecto',
      editar: 'Editar Proyecto',
      nombreProyecto: 'Nombre del proyecto',
      confirmarEliminar: (nombre: string) => `¿Desea eliminar el proyecto ${nombre}?`,
    },
    /** Not in the spec: the countdown of a deleted row. */
    diasRestantes: (dias: number) => `Se eliminará en ${dias} ${dias === 1 ? 'día' : 'días'}`,
    validation: { nombreRequeridoNuevo: 'Este dato es importante.', nombreRequeridoEditar: 'Requerido' },
    errors: {
      /** §5: checklist projects, on create and edit. */
      nombreDuplicado: 'Ya tienes un proyecto con este nombre.',
      limite: 'Has alcanzado el límite de proyectos.',
      limiteRestaurar: '¡Has sobrepasado el límite de revisiones activas!',
      sinEmpresa: 'Proyecto no tiene Empresa',
      noExiste: 'Este proyecto no existe.',
      noCargados: 'Los proyectos no están cargados.',
      noSeleccionado: 'No hay proyecto seleccionado',
      noSeHaSeleccionado: 'No se ha seleccionado un proyecto',
      /** Not in the spec: a responsible who is not a user of the company with the Checklist flag. */
      responsableInvalido: 'El responsable debe ser un usuario de la empresa con el módulo Checklist.',
      /** Not in the spec. */
      noEliminado: 'Este proyecto no está eliminado.',
      yaEliminado: 'Este proyecto ya está eliminado.',
    },
    success: { agregado: 'Proyecto Agregado', actualizado: 'Proyecto actualizado.', eliminado: 'Proyecto eliminado', restaurado: 'Proyecto restaurado' },
    empty: { sinListados: 'Este proyecto no registra listados.', sinObservaciones: 'Este proyecto no tiene observaciones.' },
  },
  revisiones: {
    title: 'Revisiones',
    nueva: 'Nueva Revisión',
    columns: {
      nombre: 'Nombre',
      listados: 'Listados',
      /** §2: observations as 'x de y'. */
      observaciones: 'Observaciones',
      responsable: 'Responsable',
      cargo: 'Cargo',
      fechaCreacion: 'Fecha de Creación',
      acciones: 'Acciones',
    },
    actions: { editar: 'Editar', eliminar: 'Eliminar', estadisticas: 'Estadísticas', listados: 'Listados' },
    /** Not in the spec. */
    confirmarEliminar: (nombre: string) => `¿Desea eliminar la revisión ${nombre}?`,
    validation: { nombreRequerido: 'Nombre requerido', responsableRequerido: 'Responsable requerido' },
    errors: {
      nombreDuplicado: 'Existe revisión con ese nombre',
      conListados: 'Para eliminar esta revisión, primero elimina sus listados.',
      noEncontrada: 'No se encontró la revisión.',
      noExiste: 'No existe revision',
      noSeleccionada: 'No hay revisión seleccionada',
      noSeHaSeleccionado: 'No se ha seleccionado una revisión',
      obtener: 'Ha ocurrido un error al obtener la revision',
    },
    success: { agregada: 'Revision Agregada Correctamente', actualizada: 'Revision Actualizada Correctamente', eliminada: 'Revisión Eliminada Correctamente' },
    empty: { sinObservaciones: 'Esta revisión no tiene observaciones' },
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
    actions: {
      editar: 'Editar',
      eliminar: 'Eliminar',
      estadisticas: 'Estadísticas',
      solicitarInforme: 'Solicitar informe',
      recintos: 'Recintos',
      restaurar: 'Restaurar',
      fechaPropuesta: 'Fecha propuesta',
      fechaReal: 'Fecha real',
      /** Not in the spec: the action that opens 'select listado/checklist'. */
      asignarChecklist: 'Asignar checklist',
    },
    vacio: 'Nada Aun',
    confirmarEliminar: (nombre: string) => `¿Desea borrar la lista ${nombre}?`,
    advertenciaEliminar: 'Se eliminarán sus recintos, subcontratos y observaciones. Esta acción no se puede deshacer.',
    checklist: {
      /** Not in the spec: the dialog's title and field. */
      titulo: 'Seleccionar checklist',
      campo: 'Checklist',
      /** §2: replacing a list's checklist. */
      comprendo: 'Comprendo los riesgos.',
      /** Not in the spec word for word: §2 'a warning that ALL observations are removed and cannot be reverted'. */
      advertencia: 'Al reemplazar el checklist se eliminarán TODAS las observaciones del listado. Esta acción no se puede revertir.',
      /** Not in the spec: the answer of an assignment. */
      asignado: 'Checklist asignado correctamente',
    },
    informe: { titulo: 'Ordenar por:', porSubcontrato: 'Por subcontrato', porRecinto: 'Por recinto', cerrar: 'Cerrar' },
    fechas: { agregar: 'Agregar', asignada: 'Fecha asignada correctamente', editada: 'Fecha editada correctamente' },
    diasRestantes: (dias: number) => `Se eliminará en ${dias} ${dias === 1 ? 'día' : 'días'}`,
    validation: { nombreRequerido: 'Nombre requerido', responsableRequerido: 'Responsable requerido' },
    errors: {
      nombreDuplicado: 'Existe listado con ese nombre',
      limiteRestaurar: '¡Has sobrepasado el límite de revisiones activas!',
      noExiste: 'No existen datos del listado.',
      obtener: 'Ha ocurrido un error al obtener la lista',
      checklistNoEncontrado: 'No se encontró la lista de chequeo.',
      checklistsObtener: 'Error al obtener checklists',
      checklistObtener: 'Ha ocurrido un error al obtener el checklists',
      /** Not in the spec: replacing without ticking 'Comprendo los riesgos.'. */
      comprendoRequerido: "Debes marcar 'Comprendo los riesgos.' para reemplazar el checklist.",
      noEliminado: 'Este listado no está eliminado.',
      yaEliminado: 'Este listado ya está eliminado.',
    },
    success: {
      agregado: 'Listado agregado Correctamente',
      actualizado: 'Listado Actualizada Correctamente',
      quitado: 'Hemos quitado el listado.',
      eliminado: 'Listado eliminado',
      restaurado: 'Listado restaurado',
    },
    empty: { sinObservaciones: 'Este listado no tiene observaciones', sinDatos: 'No existen datos del listado.' },
  },
  recintos: {
    title: 'Recintos',
    columns: { nombre: 'Nombre', subcontratos: 'Subcontratos', observaciones: 'Observaciones', acciones: 'Acciones' },
    actions: { subcontratos: 'Sub-Contratos', editar: 'Editar', eliminar: 'Eliminar' },
    /** Not in the spec. */
    nuevo: 'Agregar Recinto',
    editar: 'Editar Recinto',
    activado: 'Activado',
    desactivado: 'Desactivado',
    confirmarEliminar: (nombre: string) => `¿Desea eliminar a al recinto ${nombre}?`,
    validation: { nombreRequerido: 'Nombre requerido' },
    errors: {
      nombreDuplicado: 'Recintos ya existe',
      noExiste: 'Ha ocurrido un error al obtener el recinto',
      obtener: 'Ha ocurrido un error al obtener los recintos',
    },
    /** Not in the spec. */
    success: { agregado: 'Recinto Agregado', actualizado: 'Recinto Actualizado', eliminado: 'Recinto Eliminado' },
  },
  subcontratos: {
    title: 'Subcontratos',
    columns: { nombre: 'Nombre', erroresTipo: 'Errores Tipo', observaciones: 'Observaciones', acciones: 'Acciones' },
    activado: 'Activado',
    desactivado: 'Desactivado',
    /** Not in the spec. */
    nuevo: 'Agregar Subcontrato',
    confirmarEliminar: (nombre: string) => `¿Desea eliminar el subcontrato ${nombre}?`,
    validation: { nombreRequerido: 'Nombre requerido' },
    errors: {
      nombreDuplicado: 'Subcontrato ya existe',
      noExiste: 'Ha ocurrido un error al obtener los subcontratos',
      obtener: 'Ha ocurrido un error al obtener los subcontratos',
    },
    /** Not in the spec. */
    success: { agregado: 'Subcontrato Agregado', actualizado: 'Subcontrato Actualizado', eliminado: 'Subcontrato Eliminado' },
  },
  erroresTipo: {
    title: 'Errores Tipo',
    respuestas: 'Respuestas',
    activado: 'Activado',
    desactivado: 'Desactivado',
    /** Not in the spec. */
    nuevo: 'Agregar Error Tipo',
    confirmarEliminar: (nombre: string) => `¿Desea eliminar el error tipo ${nombre}?`,
    validation: { nombreRequerido: 'Nombre requerido' },
    errors: {
      nombreDuplicado: 'Error Tipo Existe',
      noExiste: 'Ha ocurrido un error al obtener el error tipo',
      obtener: 'Ha ocurrido un error al obtener los errores tipo',
    },
    success: { agregado: 'Error Tipo Agregado', actualizado: 'Error Tipo Actualizado', eliminado: 'Error Tipo Eliminado' },
  },
  respuestas: {
    title: 'Respuestas',
    vacio: 'No hay informacion disponible...',
    sinResolver: 'Sin resolver.',
    sinSeleccion: 'Sin selección',
    /** §4: how each stored Estado is shown. */
    estadoLabel: { 'Por Resolver': 'Por Resolver', Resuelto: 'Resuelto', 'Criterios Propietario': 'Criterio Propietario' } as Record<string, string>,
    /** Not in the spec: the card's field names. */
    campos: { comentario: 'Comentario', estado: 'Estado', creada: 'Fecha de Creación', resuelta: 'Fecha Resuelta' },
    errors: {
      noExiste: 'Ha ocurrido un error al obtener la respuesta',
      /** Not in the spec: an edit made on a version another user has changed meanwhile (409). */
      conflicto: 'Otra persona modificó esta respuesta mientras la editabas. Recarga para ver sus cambios y vuelve a intentarlo.',
      editarComentario: 'Ha ocurrido un error al editar el comentario',
      imagenNoExiste: 'No existe la imagen',
      /** Not in the spec. */
      clientIdInvalid: 'El identificador de la captura no es válido.',
      comentarioTooLong: 'El comentario es demasiado largo.',
      cursorInvalid: 'El cursor de la página no es válido.',
      /** Not in the spec: capturing on a deactivated room, subcontract or error type. */
      desactivado: 'No se pueden registrar respuestas en un elemento desactivado.',
      /** Not in the spec: the state is not one of the three. */
      estadoInvalido: 'El estado debe ser Por Resolver, Resuelto o Criterios Propietario.',
      /** Not in the spec: an edit with neither a comment nor a state. */
      sinCambios: 'Indica el comentario o el estado.',
    },
    success: {
      comentario: 'Comentario Editado Correctamente',
      /** Not in the spec. */
      actualizada: 'Respuesta actualizada',
    },
  },
  resumen: {
    title: 'Observaciones',
    generarExcel: 'Generar Excel',
    columns: {
      revision: 'Revision',
      listado: 'Listado',
      recinto: 'Recinto',
      subcontrato: 'Subcontrato',
      errorTipo: 'Error Tipo',
      orden: 'Orden',
      estado: 'Estado',
      comentario: 'Comentario',
      foto: 'Foto',
      observada: 'Observada',
      resuelta: 'Resuelta',
    },
    vacio: 'No hay observaciones',
    errors: {
      /** Not in the spec: hasta before desde. */
      rangeInvalid: 'La fecha final debe ser posterior a la inicial.',
    },
  },
  estadisticas: {
    title: 'Estadísticas',
    observaciones: 'Observaciones',
    resueltas: 'Resueltas',
    porResolver: 'Por Resolver',
    porSubcontrato: 'Por subcontrato',
    porListado: 'Por listado',
    sinDatos: {
      proyecto: 'Este proyecto no tiene observaciones',
      revision: 'Esta revisión no tiene observaciones',
      listado: 'Este listado no tiene observaciones',
    },
  },
  informes: {
    kinds: {
      'resumen-proyecto': 'Pendientes vs. Resueltas',
      'pdf-listados': 'Generar PDF proyecto',
      'excel-listado': 'Generar Excel',
      'excel-resumen': 'Generar Excel',
    },
    params: {
      paresRequeridos: 'Elige al menos un listado.',
      paresMaximo: (max: number) => `Puedes elegir hasta ${max} listados.`,
      listadoRequerido: 'Elige un listado.',
      ordenRequerido: "Elige 'Por subcontrato' o 'Por recinto'.",
    },
    archivos: {
      respuestas: (listado: string, fecha: string) => `Respuestas_${fileSafe(listado)}_${fecha}.pdf`,
      /** Not in the spec. */
      resumenProyecto: (proyecto: string, fecha: string) => `Resumen_${fileSafe(proyecto)}_${fecha}.pdf`,
      excelResumen: (proyecto: string, fechaHora: string) => `${fileSafe(proyecto)}_${fechaHora}.xlsx`,
      excelListado: (listado: string, fechaHora: string) => `${fileSafe(listado)}_${fechaHora}.xlsx`,
    },
    /** The item of a 'Generar PDF proyecto' job (one per chosen pair). */
    parLabel: (revision: string, listado: string) => `${revision} / ${listado}`,
    /** Not in the spec: a chosen pair that names no list of the project. */
    parDesconocido: (n: number) => `Listado ${n}`,
    /** Texts inside the documents (not in the spec, except where noted). */
    documento: {
      resumenTitulo: 'Resumen del proyecto',
      respuestasTitulo: 'Respuestas',
      empresa: 'Empresa',
      proyecto: 'Proyecto',
      revision: 'Revisión',
      listado: 'Listado',
      checklist: 'Checklist',
      responsable: 'Responsable',
      cargo: 'Cargo',
      fechaGeneracion: 'Fecha de generación',
      /** §2 'report ordering' (the listados' 'Solicitar informe' dialog). */
      ordenadoPor: 'Ordenar por:',
      orden: { subcontrato: 'Por subcontrato', recinto: 'Por recinto' },
      /** The progress of each room / subcontract / error type of a list. */
      avance: 'Avance',
      total: 'Total',
      resueltas: 'Resueltas',
      porResolver: 'Por Resolver',
      otras: 'Otras',
      porcentajeResueltas: '% Resueltas',
      totalRevision: 'Total de la revisión',
      totalProyecto: 'Total del proyecto',
      respuesta: (orden: number) => `Respuesta N° ${orden}`,
      campos: { orden: 'Orden', estado: 'Estado', comentario: 'Comentario', observada: 'Observada', resuelta: 'Resuelta', foto: 'Foto' },
      /** §8, verbatim: a photo that cannot be read. */
      sinImagen: 'No existe la imagen',
      /** §4 'Sin resolver.' and 'Sin selección'. */
      sinResolver: 'Sin resolver.',
      sinSeleccion: 'Sin selección',
      sinDato: 'N/A',
      /** §8 'No data' and the empty states. */
      sinDatos: 'No data',
      sinRespuestasListado: 'Este listado no tiene observaciones',
      sinListados: 'Este proyecto no registra listados.',
    },
    excel: {
      hoja: 'Observaciones',
      /** §2 checklist summary columns. */
      columnas: {
        revision: 'Revision',
        listado: 'Listado',
        recinto: 'Recinto',
        subcontrato: 'Subcontrato',
        errorTipo: 'Error Tipo',
        orden: 'Orden',
        estado: 'Estado',
        comentario: 'Comentario',
        foto: 'Foto',
        observada: 'Observada',
        resuelta: 'Resuelta',
      },
      verFoto: 'Ver foto',
    },
  },
  breadcrumbs: {
    empresas: 'Empresas',
    proyectos: 'Checklist Revisiones',
    revisiones: 'Revisiones',
    listados: 'Listados',
    recintos: 'Recintos',
    subcontratos: 'Subcontratos',
    respuestas: 'Respuestas',
    estadisticas: 'Estadísticas',
  },
  contexto: {
    sinEmpresa: 'No hay empresa seleccionada.',
    errorEmpresa: 'Error al cargar la empresa',
    noSeEncuentraEmpresa: 'No se encuentra empresa',
    generico: 'Ha ocurrido un error...',
  },
} as const;
