import { navigation } from '@insp/messages';
import { projectModuleDescriptor } from '@insp/ui/module-descriptor';

import { href, revisionesRoutes } from './routes.ts';

/** Sidebar and routes of the revisiones remote (spec 000 §6); the routes come from the route table (routes.ts). */
export default projectModuleDescriptor({
  id: 'revisiones',
  title: navigation.modules.revisiones,
  requiredModule: 'Revisiones',
  group: navigation.groups.revisiones,
  proyectos: { director: href.directorProyectos(), user: href.userProyectos() },
  routes: revisionesRoutes.routes,
});
