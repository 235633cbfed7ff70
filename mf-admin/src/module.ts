import type { ModuleDescriptor, SidebarEntry } from '@insp/contracts';
import { navigation } from '@insp/messages';

import { adminRoutes, href } from './routes.ts';

const { entries, groups } = navigation;
const catalogue = (base: string, names: Array<'sectores' | 'recintos' | 'subcontratos' | 'prioridades' | 'cargos'>): SidebarEntry[] =>
  names.map((n) => ({ title: entries[n], path: `${base}/${n}` }));

const mantenedores = catalogue('/mantenedores', ['sectores', 'recintos', 'subcontratos', 'prioridades', 'cargos']);

/** Company and platform administration (spec 000). */
const descriptor: ModuleDescriptor = {
  id: 'admin',
  title: navigation.modules.admin,
  requiredModule: null,
  sidebar: {
    Administrador: {
      group: groups.administracion,
      entries: [
        { title: entries.empresas, path: href.empresas() },
        { title: entries.mantenedores, path: '/mantenedores/sectores', children: mantenedores },
      ],
    },
    AdministradorEmpresa: {
      group: groups.empresa,
      entries: [
        { title: entries.editarEmpresa, path: href.detalles() },
        ...catalogue('/administrador/empresa', ['sectores', 'recintos', 'subcontratos', 'prioridades']),
      ],
    },
  },
  // the route table (routes.ts): every path this remote renders, and the prefixes it owns below them
  routes: adminRoutes.routes,
};

export default descriptor;
