/** Companies list and company page texts (spec 000 §2 "Companies list", "Company configuration page"). */
export const companies = {
  title: 'Empresas',
  detailsTitle: 'Editar Empresa',
  columns: {
    nombre: 'Nombre',
    rut: 'Rut',
    revisiones: 'Revisiones',
    checklistRevisiones: 'Checklist Revisiones',
    checklists: 'Checklists',
    acciones: 'Acciones',
  },
  actions: { verRevisiones: 'Ver Revisiones', verChecklistRevisiones: 'Ver Checklist Revisiones', verChecklists: 'Ver Checklists', verMas: 'Ver más' },
  /** Not in the spec: how a module switch reads in the table. */
  moduleOn: 'Activo',
  moduleOff: 'Inactivo',
  /** Not in the spec: the 'Buscar por nombre' field of every admin list (companies, users, catalogues). */
  search: {
    label: 'Buscar por nombre',
    invalid: 'La búsqueda no es válida.',
    tooLong: 'La búsqueda puede tener como máximo 100 caracteres.',
    sortInvalid: 'La columna de orden no es válida.',
    orderInvalid: 'El orden debe ser ascendente o descendente.',
  },
} as const;
