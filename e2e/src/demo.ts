/** The demo accounts of the seed and what spec 000 §6 says each one sees. */
export interface DemoUser {
  email: string;
  landing: string;
  sidebarGroups: string[];
  /** Module screens the user can open, by remote id, with the path that opens each. */
  modules: { remote: 'admin' | 'revisiones' | 'checklist_revisiones' | 'neo'; path: string }[];
}

export const demoUsers: DemoUser[] = [
  {
    email: 'director@andes.cl',
    landing: '/administrador/empresa/detalles',
    sidebarGroups: ['Empresa', 'Revisiones', 'CheckList Revisiones', 'Checklists'],
    modules: [
      { remote: 'admin', path: '/administrador/empresa/detalles' },
      { remote: 'revisiones', path: '/administrador/empresa/proyectos' },
      { remote: 'checklist_revisiones', path: '/administrador/checklist-proyectos' },
      { remote: 'neo', path: '/administrador/empresas/neo-projects' },
    ],
  },
  {
    email: 'encargado@andes.cl',
    landing: '/administrador/user/proyectos',
    sidebarGroups: ['Revisiones', 'CheckList Revisiones', 'Checklists'],
    modules: [
      { remote: 'revisiones', path: '/administrador/user/proyectos' },
      { remote: 'checklist_revisiones', path: '/administrador/checklist-proyectos' },
      // the demo's second NEO reviewer: read-only projects, its own sheets to answer
      { remote: 'neo', path: '/administrador/empresas/neo-projects' },
    ],
  },
  {
    email: 'director@pacifico.cl',
    landing: '/administrador/empresa/detalles',
    sidebarGroups: ['Empresa', 'Revisiones', 'Checklists'],
    modules: [
      { remote: 'admin', path: '/administrador/empresa/detalles' },
      { remote: 'revisiones', path: '/administrador/empresa/proyectos' },
      { remote: 'neo', path: '/administrador/empresas/neo-projects' },
    ],
  },
];

export const platformAdmin = {
  email: 'admin@inspeccion.cl',
  landing: '/administrador/empresas',
  // every module's group held only 'Empresas' (four entries, all highlighted): issue 9 shows it once
  sidebarGroups: ['Administración'],
};
