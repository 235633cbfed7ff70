import { navigation } from '@insp/messages';
import { projectModuleDescriptor } from '@insp/ui/module-descriptor';

import { href, neoRoutes } from './routes.ts';

/** Sidebar and routes of the neo remote (spec 000 §6); the routes come from the route table (routes.ts). */
export default projectModuleDescriptor({
  id: 'neo',
  title: navigation.modules.neo,
  requiredModule: 'ChecklistsOT',
  group: navigation.groups.checklists,
  proyectos: { director: href.projects(), user: href.projects() },
  routes: neoRoutes.routes,
});
