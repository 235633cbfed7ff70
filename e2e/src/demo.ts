/** The demo accounts of the seed and what spec 000 §6 says each one sees. */
export interface DemoUser {
  email: string;
  landing: string;
  sidebarGroups: string[];
  /** Module screens the user can open, by remote id, with the path that opens each. */
  modules: { remote: 'admin' | 'revisiones' | 'checklist_revisiones' | 'neo'; path: string }[];
}

type ModuleScreen = DemoUser['modules'][number];
const DIRECTOR_HOME = '/administrador/empresa/detalles';
const admin: ModuleScreen = { remote: 'admin', path: DIRECTOR_HOME };
const revisionesDirector: ModuleScreen = { remote: 'revisiones', path: '/administrador/empresa/proyectos' };
const revisionesUser: ModuleScreen = { remote: 'revisiones', path: '/administrador/user/proyectos' };
const checklist: ModuleScreen = { remote: 'checklist_revisiones', path: '/administrador/checklist-proyectos' };
const neo: ModuleScreen = { remote: 'neo', path: '/administrador/empresas/neo-projects' };

export const demoUsers: DemoUser[] = [
  {
    email: 'director@andes.cl',
    landing: DIRECTOR_HOME,
    sidebarGroups: ['Empresa', 'Revisiones', 'CheckList Revisiones', 'Checklists'],
    modules: [admin, revisionesDirector, checklist, neo],
  },
  {
    email: 'encargado@andes.cl',
    landing: revisionesUser.path,
    sidebarGroups: ['Revisiones', 'CheckList Revisiones', 'Checklists'],
    // the demo's second NEO reviewer: read-only projects, its own sheets to answer
    modules: [revisionesUser, checklist, neo],
  },
  { email: 'director@pacifico.cl', landing: DIRECTOR_HOME, sidebarGroups: ['Empresa', 'Revisiones', 'Checklists'], modules: [admin, revisionesDirector, neo] },
];

export const platformAdmin = {
  email: 'admin@inspeccion.cl',
  landing: '/administrador/empresas',
  // every module's group held only 'Empresas' (four entries, all highlighted): issue 9 shows it once
  sidebarGroups: ['Administración'],
};
