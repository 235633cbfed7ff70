import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';

const { entries } = navigation;

/** Sidebar and routes of the neo remote (spec 000 §6, route patterns in docs/architecture.md). */
const descriptor: ModuleDescriptor = {
  id: 'neo',
  title: navigation.modules.neo,
  requiredModule: 'ChecklistsOT',
  sidebar: {
    Administrador: { group: navigation.groups.checklists, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
    AdministradorEmpresa: { group: navigation.groups.checklists, entries: [{ title: entries.proyectos, path: '/administrador/empresas/neo-projects' }] },
    UsuarioEmpresa: { group: navigation.groups.checklists, entries: [{ title: entries.proyectos, path: '/administrador/empresas/neo-projects' }] },
  },
  routes: [
    { pattern: '/administrador/empresas/:id/neo-projects', roles: ['Administrador'] },
    { pattern: '/administrador/empresas/neo-projects', roles: ['AdministradorEmpresa', 'UsuarioEmpresa'] },
  ],
};

export default descriptor;
