import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';

import { href, revisionesRoutes } from './routes.ts';

const { entries } = navigation;

/** Sidebar and routes of the revisiones remote (spec 000 §6); the routes come from the route table (routes.ts). */
const descriptor: ModuleDescriptor = {
  id: 'revisiones',
  title: navigation.modules.revisiones,
  requiredModule: 'Revisiones',
  sidebar: {
    // the administrator reaches a company's projects from the companies table (mf-admin)
    Administrador: { group: navigation.groups.revisiones, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
    AdministradorEmpresa: { group: navigation.groups.revisiones, entries: [{ title: entries.proyectos, path: href.directorProyectos() }] },
    UsuarioEmpresa: { group: navigation.groups.revisiones, entries: [{ title: entries.proyectos, path: href.userProyectos() }] },
  },
  routes: revisionesRoutes.routes,
};

export default descriptor;
