import type { ModuleDescriptor, SidebarEntry } from '@insp/contracts';
import { navigation } from '@insp/messages';

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
        { title: entries.empresas, path: '/administrador/empresas' },
        { title: entries.mantenedores, path: '/mantenedores/sectores', children: mantenedores },
      ],
    },
    AdministradorEmpresa: {
      group: groups.empresa,
      entries: [
        { title: entries.editarEmpresa, path: '/administrador/empresa/detalles' },
        ...catalogue('/administrador/empresa', ['sectores', 'recintos', 'subcontratos', 'prioridades']),
      ],
    },
  },
  routes: [
    { pattern: '/administrador/empresas', exact: true, roles: ['Administrador'] },
    { pattern: '/administrador/empresas/:id/edit', roles: ['Administrador'] },
    { pattern: '/administrador/empresas/:id/Checklists', roles: ['Administrador'] },
    { pattern: '/administrador/empresa/detalles', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/sectores', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/recintos', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/subcontratos', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/prioridades', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/checklist', roles: ['AdministradorEmpresa'] },
    { pattern: '/mantenedores', roles: ['Administrador'] },
  ],
};

export default descriptor;
