/** Sidebar groups and entries (spec 000 §2 "Application shell" and §6), and module titles. */
export const navigation = {
  modules: { admin: 'Administración', revisiones: 'Revisiones', checklist_revisiones: 'CheckList Revisiones', neo: 'Checklists' },
  groups: {
    administracion: 'Administración',
    empresa: 'Empresa',
    revisiones: 'Revisiones',
    checklistRevisiones: 'CheckList Revisiones',
    checklists: 'Checklists',
  },
  entries: {
    empresas: 'Empresas',
    mantenedores: 'Mantenedores',
    sectores: 'Sectores',
    recintos: 'Recintos',
    subcontratos: 'Subcontratos',
    prioridades: 'Prioridades',
    cargos: 'Cargos',
    editarEmpresa: 'Editar Empresa',
    proyectos: 'Proyectos',
    checklist: 'CheckList',
  },
} as const;
