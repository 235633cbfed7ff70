import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';

import { href, neoRoutes } from './routes.ts';

const { entries } = navigation;

/** Sidebar and routes of the neo remote (spec 000 §6); the routes come from the route table (routes.ts). */
const descriptor: ModuleDescriptor = {
  id: 'neo',
  title: navigation.modules.neo,
  requiredModule: 'ChecklistsOT',
  sidebar: {
    Administrador: { group: navigation.groups.checklists, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
    AdministradorEmpresa: { group: navigation.groups.checklists, entries: [{ title: entries.proyectos, path: href.projects() }] },
    UsuarioEmpresa: { group: navigation.groups.checklists, entries: [{ title: entries.proyectos, path: href.projects() }] },
  },
  routes: neoRoutes.routes,
};

export default descriptor;
