import type { ModuleDescriptor, SidebarEntry } from '@insp/contracts';
import { navigation } from '@insp/messages';

type ProjectModuleInput = Pick<ModuleDescriptor, 'id' | 'title' | 'requiredModule' | 'routes'> & {
  /** The module's sidebar group (navigation.groups). */
  group: string;
  /** Where a company director's and a company user's "Proyectos" link lead. */
  proyectos: { director: string; user: string };
  /** Further entries of a director, after "Proyectos". */
  directorExtras?: SidebarEntry[];
};

/**
 * The descriptor of a project module (spec 000 §6): the platform administrator reaches a company's projects
 * from the companies table (mf-admin), directors and users see "Proyectos" in the module's group.
 */
export function projectModuleDescriptor(input: ProjectModuleInput): ModuleDescriptor {
  const { entries } = navigation;
  const { group, proyectos, directorExtras = [], ...descriptor } = input;
  return {
    ...descriptor,
    sidebar: {
      Administrador: { group, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
      AdministradorEmpresa: { group, entries: [{ title: entries.proyectos, path: proyectos.director }, ...directorExtras] },
      UsuarioEmpresa: { group, entries: [{ title: entries.proyectos, path: proyectos.user }] },
    },
  };
}
