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
  actions: {
    verRevisiones: 'Ver Revisiones',
    verChecklistRevisiones: 'Ver Checklist Revisiones',
    verChecklists: 'Ver Checklists',
    verMas: 'Ver más',
  },
  /** Not in the spec: how a module switch reads in the table. */
  moduleOn: 'Activo',
  moduleOff: 'Inactivo',
} as const;
