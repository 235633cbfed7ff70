import { fileSafe, reviewFamily as family } from './review-family.ts';

/**
 * Checklist-review projects (spec 001, ProyectosChecklist, Tipo CheckList): projects, revisions,
 * listados, rooms (recintos), subcontracts, error types, answers, the project summary, statistics and
 * the documents. Verbatim where the spec gives the text; texts the spec does not give are marked
 * "not in the spec". Kept apart from the revision family's texts (issue 7: texts stay separate); what the
 * two modules say alike is written once in review-family.ts.
 */

/** The switch of a room, subcontract or error type of a listado (not in the spec). */
const activable = { activado: 'Activado', desactivado: 'Desactivado' } as const;
const nombreValidation = { nombreRequerido: 'Nombre requerido' } as const;
/** §2 checklist summary columns (the summary screen and its workbook). */
const resumenColumnas = {
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
} as const;

export const checklistRevisiones = {
  proyectos: {
    ...family.proyectos,
    breadcrumb: 'Checklist Revisiones',
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
    errors: {
      /** §5: checklist projects, on create and edit. */
      nombreDuplicado: 'Ya tienes un proyecto con este nombre.',
      ...family.proyectos.errors,
      /** Not in the spec: a responsible who is not a user of the company with the Checklist flag. */
      responsableInvalido: 'El responsable debe ser un usuario de la empresa con el módulo Checklist.',
      ...family.proyectoEliminacion,
    },
  },
  revisiones: {
    ...family.revisiones,
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
    errors: { ...family.revisiones.errors, obtener: 'Ha ocurrido un error al obtener la revision' },
  },
  listados: {
    ...family.listados,
    actions: {
      ...family.listados.actions,
      recintos: 'Recintos',
      ...family.listadoAccionesFecha,
      /** Not in the spec: the action that opens 'select listado/checklist'. */
      asignarChecklist: 'Asignar checklist',
    },
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
    errors: {
      ...family.listados.errors,
      checklistNoEncontrado: 'No se encontró la lista de chequeo.',
      checklistsObtener: 'Error al obtener checklists',
      checklistObtener: 'Ha ocurrido un error al obtener el checklists',
      /** Not in the spec: replacing without ticking 'Comprendo los riesgos.'. */
      comprendoRequerido: "Debes marcar 'Comprendo los riesgos.' para reemplazar el checklist.",
      ...family.listadoEliminacion,
    },
  },
  recintos: {
    title: 'Recintos',
    columns: { nombre: 'Nombre', subcontratos: 'Subcontratos', observaciones: 'Observaciones', acciones: 'Acciones' },
    actions: { subcontratos: 'Sub-Contratos', editar: 'Editar', eliminar: 'Eliminar' },
    /** Not in the spec. */
    nuevo: 'Agregar Recinto',
    editar: 'Editar Recinto',
    ...activable,
    confirmarEliminar: (nombre: string) => `¿Desea eliminar a al recinto ${nombre}?`,
    validation: nombreValidation,
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
    ...activable,
    /** Not in the spec. */
    nuevo: 'Agregar Subcontrato',
    confirmarEliminar: (nombre: string) => `¿Desea eliminar el subcontrato ${nombre}?`,
    validation: nombreValidation,
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
    ...activable,
    /** Not in the spec. */
    nuevo: 'Agregar Error Tipo',
    confirmarEliminar: (nombre: string) => `¿Desea eliminar el error tipo ${nombre}?`,
    validation: nombreValidation,
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
    columns: resumenColumnas,
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
    sinDatos: family.sinObservaciones,
  },
  informes: {
    kinds: {
      'resumen-proyecto': 'Pendientes vs. Resueltas',
      'pdf-listados': 'Generar PDF proyecto',
      'excel-listado': 'Generar Excel',
      'excel-resumen': 'Generar Excel',
    },
    params: family.informes.params,
    archivos: {
      respuestas: family.informes.archivos.respuestas,
      /** Not in the spec. */
      resumenProyecto: (proyecto: string, fecha: string) => `Resumen_${fileSafe(proyecto)}_${fecha}.pdf`,
      excelResumen: family.informes.archivos.excelResumen,
      excelListado: family.informes.archivos.excelListado,
    },
    /** The item of a 'Generar PDF proyecto' job (one per chosen pair). */
    parLabel: family.informes.parLabel,
    /** Not in the spec: a chosen pair that names no list of the project. */
    parDesconocido: family.informes.parDesconocido,
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
      columnas: resumenColumnas,
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
  contexto: { ...family.contexto, generico: 'Ha ocurrido un error...' },
} as const;
