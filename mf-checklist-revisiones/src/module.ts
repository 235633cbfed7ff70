import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';

import { checklistRevisionesRoutes, href } from './routes.ts';

const { entries } = navigation;

/** Sidebar and routes of the checklist_revisiones remote (spec 000 §6); the routes come from the route table (routes.ts). */
const descriptor: ModuleDescriptor = {
  id: 'checklist_revisiones',
  title: navigation.modules.checklist_revisiones,
  requiredModule: 'Checklist',
  sidebar: {
    Administrador: { group: navigation.groups.checklistRevisiones, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
    AdministradorEmpresa: {
      group: navigation.groups.checklistRevisiones,
      entries: [
        { title: entries.proyectos, path: href.projects() },
        { title: entries.checklist, path: '/administrador/checklist' },
      ],
    },
    UsuarioEmpresa: { group: navigation.groups.checklistRevisiones, entries: [{ title: entries.proyectos, path: href.projects() }] },
  },
  routes: checklistRevisionesRoutes.routes,
};

export default descriptor;
