/**
 * Work-order checklist projects (module ChecklistsOT, routes NEO; spec 002 §§2-9): rules, errors and
 * successes, verbatim where the spec gives the text. Texts the spec does not give are marked
 * "not in the spec".
 */

/** Project types (§9) and checklist types (§9). */
export const tiposProyectoOT = ['Edificios', 'Casas', 'Otro'] as const;
export const tiposChecklistOT = ['Obra Gruesa', 'Terminaciones'] as const;

/** Answer states (§4) and how the screens name them. */
export const estadosRespuestaOT = ['Aprobado', 'Rechazado', 'No Aplica', 'Pendiente', 'Bloqueado'] as const;
export const etiquetasEstadoOT = {
  Aprobado: 'Conforme',
  Rechazado: 'Rechazado',
  'No Aplica': 'No se considera',
  Pendiente: 'Por revisar',
  Bloqueado: 'No revisa',
} as const;

/** Terminaciones sheet modes (§5). */
export const modosTerminacionesOT = ['Sector y recinto', 'Pasillos', 'Otro'] as const;

/**
 * The default space sets of the create-spaces dialog (§4: "Default space sets for Edificios and
 * Casas exist; their content is not shown" — this is the set we chose). Each type starts at 0;
 * a project of type Otro starts with no type and adds its own.
 */
export const espaciosPorDefectoOT = {
  Edificios: ['Departamento', 'Pasillo', 'Escalera', 'Hall de acceso', 'Estacionamiento', 'Bodega', 'Sala de basura', 'Terraza común'],
  Casas: ['Casa', 'Cocina', 'Baño', 'Dormitorio', 'Living comedor', 'Patio', 'Logia'],
  Otro: [],
} as const;

export const neo = {
  proyectos: {
    validation: {
      /** §5 project form: nombre and responsable. */
      requerido: 'Campo requerido',
      /** §5: tipo one of Edificios, Casas, Otro. */
      tipoInvalido: 'Selección inválida',
    },
    errors: {
      limite: 'Has alcanzado el límite de proyectos.',
      nombreDuplicado: (name: string) => `Ya existe un proyecto con el nombre ${name}.`,
      /** Not in the spec: the project is gone (or not the caller's). */
      noExiste: 'Este proyecto no existe.',
      /** Not in the spec: deleted projects are read-only (§4). */
      eliminado: 'El proyecto está eliminado y no se puede modificar.',
      /** Not in the spec: a responsible who is not a user of the company with the ChecklistsOT flag. */
      responsableInvalido: 'El responsable debe ser un usuario de la empresa con el módulo Checklists.',
      /** Not in the spec: lifecycle steps in the wrong state (§4). */
      yaIniciado: 'El proyecto ya está iniciado.',
      noFinalizado: 'Solo se puede reiniciar un proyecto finalizado.',
      noIniciado: 'El proyecto no está iniciado.',
      finalizado: 'El proyecto está finalizado: usa Reiniciar.',
      sinEmpresa: 'No hay empresa seleccionada',
    },
    success: {
      creado: 'Creamos el proyecto.',
      actualizado: 'Actualizamos el proyecto.',
      eliminado: 'Eliminamos el proyecto.',
      /** Not in the spec: the lifecycle dialogs' notices. */
      iniciado: 'Iniciamos el proyecto.',
      finalizado: 'Finalizamos el proyecto.',
      reiniciado: 'Reiniciamos el proyecto.',
    },
  },
  espacios: {
    validation: {
      /** §5 inline rename. */
      enBlanco: 'No puede ir en blanco.',
      /** §5 name field with add button. */
      requerido: 'Campo requerido',
      /** Not in the spec: quantity inputs are integers, min 0 (§5). */
      cantidadInvalida: 'Debe ser un número entero mayor o igual a 0.',
      /** Not in the spec (issue 17 §4): a count over the cap of spaces of one type. */
      cantidadMaxima: (max: number) => `Puedes crear como máximo ${max} espacios de un tipo.`,
      /** Not in the spec (issue 17 §4): more space types than one request may carry. */
      tiposMaximo: (max: number) => `Puedes crear espacios de como máximo ${max} tipos a la vez.`,
    },
    errors: {
      nombreDuplicado: (name: string) => `Ya existe un espacio con el nombre ${name}.`,
      /** Not in the spec (issue 16 §5): space type names are unique ignoring case and accents ('Quincho' / 'quinchó'). */
      tipoDuplicado: (name: string) => `Ya existe un tipo de espacio con el nombre ${name}.`,
      /** Not in the spec (issue 17 §4): the cap of spaces of a project. */
      limiteProyecto: (max: number, existentes?: number) =>
        existentes === undefined
          ? `Un proyecto puede tener como máximo ${max} espacios.`
          : `Un proyecto puede tener como máximo ${max} espacios y este ya tiene ${existentes}.`,
      /** Not in the spec: §4 'While a project is started its spaces cannot be modified'. */
      proyectoIniciado: 'No se pueden modificar los espacios de un proyecto iniciado.',
      anteriorNoExiste: 'El espacio anterior no existe.',
      /** Not in the spec: the create dialog with every count at 0 or already created. */
      ninguno: 'No hay espacios nuevos para agregar.',
    },
    warnings: {
      asignado:
        'Atención: este espacio ha sido asignado a una o más listas de chequeo. Si lo eliminas, también desaparecerán de ahí. Esta acción no se puede deshacer.',
      eliminar: '¿Quieres eliminar este espacio? Esta acción no se puede deshacer.',
    },
    success: { agregado: 'Hemos agregado el espacio al proyecto.', actualizado: 'Hemos actualizado el espacio.', eliminado: 'Hemos eliminado el espacio.' },
    /** §4: generated names '{type} {n}'. */
    nombre: (tipo: string, n: number) => `${tipo} ${n}`,
  },
  checklists: {
    validation: {
      metaMinimo: 'Mínimo 1%',
      metaMaximo: 'Máximo 100%',
      metaRequerida: 'Este dato es importante.',
      /** Not in the spec (issue 16 §5): a goal such as 50.5. */
      metaEntera: 'La meta debe ser un número entero.',
      /** §5 edit checklist (with the final dot). */
      metaMinimoEditar: 'Mínimo 1%.',
      metaMaximoEditar: 'Máximo 100%.',
      /** Unidad required (§5); not in the spec as a text: the form's generic one. */
      unidadRequerida: 'Campo requerido',
      /** Not in the spec: a unit that is not among the company's UnidadesOT. */
      unidadInvalida: 'La unidad no pertenece a la empresa.',
      primeroSelecciona: 'Primero selecciona un checklist.',
    },
    errors: {
      yaAsignado: 'Este checklist ya está asignado.',
      listaYaAsignada: (name: string) => `La lista de chequeo ${name} ya fue asignada.`,
      nombreDuplicado: (name: string) => `Ya existe una revisión con el nombre ${name}.`,
      noSeEncontro: 'No se encontró la lista de chequeo.',
      noEncontramos: 'No encontramos la lista de chequeo.',
    },
    success: { asignada: 'Hemos asignado la lista de chequeo.', actualizada: 'Actualizamos la revisión.', eliminada: 'Eliminamos la lista de chequeo.' },
  },
  asignaciones: {
    validation: {
      cantidadMinima: 'Debe ser mayor que 0.',
      revisorRequerido: 'Debes seleccionar al menos un revisor.',
      revisoresMaximo: 'Sobrepasaste el límite de revisores.',
      /** Not in the spec: a reviewer who is not a user of the company with the ChecklistsOT flag. */
      revisorInvalido: 'El revisor debe ser un usuario de la empresa con el módulo Checklists.',
      /** Not in the spec: the same reviewer twice. */
      revisorRepetido: 'No puedes repetir un revisor.',
      /** Not in the spec: the assign dialog with no space chosen. */
      espacioRequerido: 'Selecciona al menos un espacio.',
    },
    errors: {
      /** Not in the spec: the assigned space is gone. */
      noExiste: 'El espacio asignado no existe.',
      /** Not in the spec: a deactivated space takes no sheets. */
      desactivado: 'El espacio está desactivado.',
      /** Not in the spec: an edit that lowers the quantity below the units its sheets already use. */
      cantidadBajoUsadas: (n: number) => `La cantidad no puede ser menor que las ${n} unidades ya revisadas.`,
    },
    success: {
      agregados: 'Agregamos los espacios a la lista de chequeo.',
      actualizados: 'Hemos actualizado los espacios de la lista de chequeo.',
      /** Not in the spec: deactivate / reactivate. */
      desactivado: 'Desactivamos el espacio.',
      actualizado: 'Hemos actualizado el espacio.',
    },
  },
  hojas: {
    validation: {
      unidadesMinimo: (unit: string) => `Debes revisar al menos 1 ${unit}`,
      /** Not in the spec: more units than the space has left (§5 'capped at the quantity minus units used'). */
      unidadesMaximo: (max: number, unit: string) => `Puedes revisar como máximo ${max} ${unit}`,
      requerido: 'Campo requerido',
      tipoInvalido: 'El tipo de la respuesta es inválido.',
      /** Not in the spec: a value that is not among the company's OT parameters. */
      parametroInvalido: (value: string) => `${value} no es un parámetro de la empresa.`,
    },
    errors: {
      revisorEliminado: 'Uno de los revisores asignados fue eliminado. Por favor, cámbialo.',
      /** Not in the spec. */
      noExiste: 'La hoja de respuestas no existe.',
      /** Not in the spec (issue 16 §3): answers, photos and signatures of a finished sheet, or of a reviewer who signed it, no longer change. */
      cerrada: 'La hoja de respuestas está cerrada: ya fue finalizada o firmada.',
      /** Not in the spec: 'Reabrir hoja' on a sheet neither finished nor signed. */
      noCerrada: 'La hoja de respuestas no está cerrada: no hay nada que reabrir.',
    },
    estadoInicial: 'En Proceso',
    /** Not in the spec: the state once every reviewer signed. */
    estadoFinal: 'Finalizada',
    success: {
      agregada: 'Hemos agregado la hoja de respuestas.',
      eliminada: 'Hemos eliminado la hoja de respuestas.',
      /** Not in the spec (issue 16 §3): a director reopened the sheet; its signatures were cleared. */
      reabierta: 'Reabrimos la hoja de respuestas: se borraron sus firmas y los revisores pueden volver a responder.',
    },
  },
  captura: {
    errors: {
      /** Not in the spec: §4 'Reviewers can answer only when the project is started'. */
      proyectoNoIniciado: 'El proyecto no está iniciado: no se pueden registrar respuestas.',
      /** Not in the spec: the caller is not a reviewer of the sheet. */
      noEsRevisor: 'No eres revisor de esta hoja de respuestas.',
      /** Not in the spec: question indexes outside the checklist. */
      preguntaNoExiste: 'La pregunta no existe en la lista de chequeo.',
      estadoInvalido: 'El estado de la respuesta es inválido.',
      slotInvalido: 'La respuesta debe ir en el casillero 1 o 2.',
      clientIdInvalido: 'El identificador de la captura no es válido.',
      firmaInvalida: 'La firma debe ser una imagen PNG o JPEG.',
      comentarioLargo: 'El comentario es demasiado largo.',
    },
    success: { respuesta: 'Guardamos la respuesta.', firma: 'Guardamos la firma.' },
  },
  informes: {
    empresa: 'Empresa',
    proyecto: 'Proyecto',
    tabs: { obraGruesa: 'Obra Gruesa', terminaciones: 'Terminaciones' },
    desviacionListas: 'Desviación por listas de chequeo',
    desviacionEspacio: 'Desviación por espacio',
    espacio: 'Espacio',
    filtrarSector: 'Filtrar por sector',
    metas: 'Metas de revisión',
    series: { real: 'Real', pendiente: 'Pendiente', meta: 'Meta' },
    noFuePosible: 'No fue posible traer los datos.',
    generar: 'Generar',
    /** Document names (§7, §9) and texts. */
    reporteFotografico: 'Resumen fotográfico',
    reporteFotograficoArchivo: 'Reporte Fotográfico.pdf',
    respuestasFirmas: 'Respuestas y firmas',
    resumenRespuestas: 'Resumen de respuestas',
    fotoNoSubida: 'Esta fotografía aún no se ha subido.',
    zipArchivo: (space: string) => `${space}_respuestas.zip`,
    pdfFirmasArchivo: (checklist: string, space: string, numero: number) => `${checklist}_${space}_${numero}.pdf`,
    excelArchivo: (project: string, tipo: string) => `Resumen de respuestas ${project} ${tipo}.xlsx`,
    pdfUrlFallo: 'No se pudo obtener la URL del PDF después de 3 intentos',
    pdfFirmasFallo: 'No se pudo obtener el PDF de firmas después de 3 intentos',
    /** Not in the spec: no sheet of the space could be produced (§8: nothing downloads). */
    ningunaHoja: 'No se pudo generar ninguna hoja de respuestas.',
    /** Not in the spec: labels inside the documents. */
    pdf: {
      generado: 'Generado el',
      empresa: 'Empresa',
      proyecto: 'Proyecto',
      checklist: 'Lista de chequeo',
      tipo: 'Tipo',
      espacio: 'Espacio',
      hoja: 'Hoja',
      unidades: 'Unidades',
      estado: 'Estado',
      fechaCreacion: 'Fecha de creación',
      fechaRevisionFinal: 'Fecha de revisión final',
      planoRevisor: 'Plano revisor',
      elemento: 'Elemento',
      ubicacion: 'Ubicación',
      sector: 'Sector',
      recinto: 'Recinto',
      pasillo: 'Pasillo',
      otro: 'Otro',
      pregunta: 'Pregunta',
      respuesta: 'Respuesta',
      revisor: 'Revisor',
      fecha: 'Fecha',
      comentario: 'Comentario',
      categoria: 'Categoría',
      casillero1: 'Respuesta 1',
      casillero2: 'Respuesta 2',
      firma: 'Firma',
      firmante: 'Firmado por',
      sinFirma: 'Sin firma',
      sinRespuesta: '—',
      sinFotos: 'La hoja no tiene fotografías.',
      bloqueado: 'No revisa',
      sinDato: 'N/A',
    },
    excel: {
      hoja: 'Respuestas',
      columnas: {
        checklist: 'Lista de chequeo',
        espacio: 'Espacio',
        hoja: 'Hoja',
        unidades: 'Unidades',
        estadoHoja: 'Estado de la hoja',
        ubicacion: 'Ubicación',
        fechaCreacion: 'Fecha de creación',
        fechaRevisionFinal: 'Fecha de revisión final',
        revisor: 'Revisor',
        categoria: 'Categoría',
        pregunta: 'Pregunta',
        casillero: 'Casillero',
        estado: 'Respuesta',
        comentario: 'Comentario',
        fecha: 'Fecha de respuesta',
        foto: 'Fotografía',
        firmante: 'Firmado por',
        fechaFirma: 'Fecha de firma',
      },
      verFoto: 'Ver fotografía',
    },
    /** Not in the spec: the kind's params. */
    params: {
      proyectoRequerido: 'No se ha seleccionado un proyecto',
      checklistRequerido: 'Primero selecciona un checklist.',
      espacioRequerido: 'No se ha seleccionado un espacio.',
      hojaRequerida: 'No se ha seleccionado una hoja de respuestas.',
      tipoRequerido: 'Selecciona el tipo de checklist.',
    },
  },
  contexto: { noHayUsuario: 'No hay usuario logueado', noHayEmpresa: 'No hay empresa seleccionada' },
} as const;
