import { navigation } from '@insp/messages';
import { projectModuleDescriptor } from '@insp/ui/module-descriptor';

import { checklistRevisionesRoutes, href } from './routes.ts';

/** Sidebar and routes of the checklist_revisiones remote (spec 000 §6); the routes come from the route table (routes.ts). */
export default projectModuleDescriptor({
  id: 'checklist_revisiones',
  title: navigation.modules.checklist_revisiones,
  requiredModule: 'Checklist',
  group: navigation.groups.checklistRevisiones,
  proyectos: { director: href.projects(), user: href.projects() },
  directorExtras: [{ title: navigation.entries.checklist, path: '/administrador/checklist' }],
  routes: checklistRevisionesRoutes.routes,
});
