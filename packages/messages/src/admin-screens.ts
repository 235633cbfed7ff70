/**
 * Labels of the company administration screens (mf-admin). Texts the spec gives verbatim are marked
 * §; the other captions (buttons, field labels, confirm titles the spec does not word) are ours.
 */
export const adminScreens = {
  actions: {
    add: 'Agregar',
    edit: 'Editar',
    delete: 'Eliminar',
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    /** § companies list, deleted rows. */
    restore: 'Restaurar',
    back: 'Volver',
  },
  crud: {
    nombre: 'Nombre',
    estado: 'Estado',
    acciones: 'Acciones',
    activado: 'Activado',
    newTitle: 'Nuevo',
    editTitle: 'Editar',
    deleteTitle: (name: string) => `¿Eliminar ${name}?`,
  },
  companies: {
    /** § */
    showDeleted: 'Mostrar Eliminadas',
    /** § */
    add: 'Agregar Empresa',
    /** § */
    purgeTitle: '¿Eliminar empresa de forma definitiva?',
    purgeBody: (name: string) => `Se eliminarán ${name}, sus usuarios y todos sus proyectos. Esta acción no se puede deshacer.`,
    restoreTitle: (name: string) => `¿Restaurar la empresa ${name}?`,
    fields: {
      nombre: 'Nombre',
      rut: 'Rut',
      limiteFotos: 'LimiteFotos',
      piePagina: 'PiePagina',
      limiteRevisiones: 'Límite de Revisiones',
      limiteCheckList: 'Límite de Checklist Revisiones',
      limiteProyectos: 'Límite de Proyectos',
      limiteUsuarios: 'Límite de Usuarios',
      /** Not in the spec (issue 17): the company's storage quota, edited in GB. */
      limiteAlmacenamiento: 'Límite de almacenamiento (GB)',
      /** Not in the spec (issue 20 §3): the company's clock (morning digests, the portal's company day). */
      zonaHoraria: 'Zona Horaria',
    },
    /** Not in the spec (issue 20 §3): the time zones the company page offers (IANA name → label). */
    zonasHorarias: {
      'America/Santiago': 'Chile continental (America/Santiago)',
      'America/Punta_Arenas': 'Magallanes (America/Punta_Arenas)',
      'Pacific/Easter': 'Isla de Pascua (Pacific/Easter)',
      'America/Lima': 'Perú (America/Lima)',
      'America/Bogota': 'Colombia (America/Bogota)',
      'America/Guayaquil': 'Ecuador (America/Guayaquil)',
      'America/La_Paz': 'Bolivia (America/La_Paz)',
      'America/Asuncion': 'Paraguay (America/Asuncion)',
      'America/Argentina/Buenos_Aires': 'Argentina (America/Argentina/Buenos_Aires)',
      'America/Montevideo': 'Uruguay (America/Montevideo)',
      'America/Sao_Paulo': 'Brasil, São Paulo (America/Sao_Paulo)',
      'America/Caracas': 'Venezuela (America/Caracas)',
      'America/Panama': 'Panamá (America/Panama)',
      'America/Mexico_City': 'México (America/Mexico_City)',
    } as Record<string, string>,
    modules: { Revisiones: 'Revisiones', CheckList: 'Checklist Revisiones', ChecklistsOT: 'Checklists' },
  },
  config: {
    title: 'Configuración de Empresa',
    /** § */
    reload: 'Recargar Datos',
    /** § */
    deleteCompany: 'Eliminar Empresa',
    deleteCompanyTitle: '¿Eliminar empresa?',
    /** § top tabs */
    tabs: { empresa: 'Empresa', revisiones: 'Revisiones', checklistRevisiones: 'Checklist Revisiones', checklists: 'Checklists' },
    /** § sub-tabs */
    subTabs: {
      informacion: 'Información',
      usuarios: 'Usuarios',
      cargos: 'Cargos',
      webhooks: 'Webhooks',
      sectores: 'Sectores',
      recintos: 'Recintos',
      subcontratos: 'Subcontratos',
      prioridades: 'Prioridades',
      checklists: 'Checklists',
      listasDeChequeo: 'Listas de chequeo',
      unidades: 'Unidades',
      elementos: 'Elementos',
      pasillos: 'Pasillos',
      otros: 'Otros',
    },
    /** Used / limit in the usage header. */
    usage: (used: number, limit: number) => `${used}/${limit}`,
    usersHeader: 'Usuarios',
    projectsHeader: 'Proyectos',
    /** Not in the spec (issue 17): the company's images against its storage quota, in human units ('1,2 GB de 5 GB'). */
    storageUsage: (used: string, limit: string) => `Almacenamiento: ${used} de ${limit} usados`,
    openChecklists: 'Administrar Checklists',
    /** Banner of a soft-deleted company's configuration page (read-only until restored). */
    deleted: 'Eliminada',
    deletedBody: (date: string | null) => `Esta empresa fue eliminada${date ? ` el ${date}` : ''}. Restáurala para modificarla.`,
  },
  users: {
    add: 'Nuevo Usuario',
    newTitle: 'Nuevo Usuario',
    editTitle: 'Editar Usuario',
    /** § dialog tabs */
    tabs: { auth: 'Autenticación', datos: 'Datos', modulos: 'Módulos' },
    fields: {
      nombre: 'Nombre',
      apellido: 'Apellido',
      telefono: 'Teléfono',
      email: 'Email',
      confirmarEmail: 'Confirmar Email',
      tipoUsuario: 'Tipo de Usuario',
      cargo: 'Cargo',
    },
    types: { Administrador: 'Administrador', AdministradorEmpresa: 'Director (AdministradorEmpresa)', UsuarioEmpresa: 'Encargado (UsuarioEmpresa)' },
    columns: { nombre: 'Nombre', email: 'Email', cargo: 'Cargo', tipo: 'Tipo', modulos: 'Módulos', estado: 'Estado', acciones: 'Acciones' },
    active: 'Activo',
    blocked: 'Bloqueado',
    actions: {
      edit: 'Editar',
      resetPassword: 'Restablecer contraseña',
      block: 'Bloquear',
      unblock: 'Desbloquear',
      changeEmail: 'Cambiar email',
      delete: 'Eliminar',
    },
    changeEmailTitle: 'Cambiar email de acceso',
    deleteTitle: (name: string) => `¿Eliminar al usuario ${name}?`,
    blockTitle: (name: string) => `¿Bloquear al usuario ${name}?`,
    blockBody: 'No podrá ingresar hasta que lo desbloquees.',
    resetPasswordTitle: (name: string) => `¿Restablecer la contraseña de ${name}?`,
    resetPasswordBody: 'Recibirá un correo con un enlace para definir una nueva contraseña.',
    /** The row menu's button (rows stay one line high). */
    rowActions: (name: string) => `Acciones de ${name}`,
    /** A company with no module on: no user can be created (every user needs one). */
    noModules: 'La empresa no tiene módulos activos: activa al menos un módulo en Información para poder crear usuarios.',
    /** Inline under Teléfono: the user types the 8 digits after the +569 prefix. */
    telefonoInvalid: 'Ingresa los 8 dígitos que siguen a +569.',
    directorTaken: 'La empresa ya tiene un Director.',
    telefonoPlaceholder: '12345678',
  },
  catalogs: {
    /** § */
    newErrorTipo: 'Nuevo Error Tipo',
    erroresTipo: 'Errores Tipo',
    erroresTipoOf: (name: string) => `Errores Tipo - ${name}`,
    /** Titles of the catalogue screens. */
    titles: { sectores: 'Sectores', recintos: 'Recintos', subcontratos: 'Subcontratos', prioridades: 'Prioridades', cargos: 'Cargos' },
    /** An unknown subcontract's Errores Tipo page. */
    subcontratoNotFound: 'No encontramos este subcontrato.',
  },
  checklists: {
    /** § */
    title: 'CheckList',
    /** § */
    add: 'Nuevo CheckList',
    /** § (spelling as in the spec) */
    createTitle: 'Crear Cheklist',
    /** § */
    editTitle: 'Editar Checklist',
    recintos: 'Recintos',
    /** § */
    subcontratosAction: 'Sub-contratos',
    subcontratos: 'Subcontratos',
    erroresTipo: 'Errores Tipo',
    /** § */
    addRecinto: 'Agregar Recinto',
    /** § */
    addSubcontratos: 'Agregar Subcontratos',
    deleteTitle: (name: string) => `¿Eliminar ${name}?`,
  },
  listas: {
    add: 'Nueva lista de chequeo',
    newTitle: 'Nueva lista de chequeo',
    editTitle: 'Editar lista de chequeo',
    nombre: 'Nombre',
    tipo: 'Tipo',
    categoria: 'Categoría',
    pregunta: 'Pregunta',
    preguntas: 'Preguntas',
    addCategoria: 'Agregar categoría',
    addPregunta: 'Agregar pregunta',
    removeCategoria: 'Quitar categoría',
    removePregunta: 'Quitar pregunta',
    deleteTitle: (name: string) => `¿Eliminar la lista ${name}?`,
  },
  parametros: { nombre: 'Nombre', deleteTitle: (name: string) => `¿Quitar ${name}?` },
} as const;
