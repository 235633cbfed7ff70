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
  // Every path the admin remote renders (App.tsx). Deeper paths are owned by their prefix unless
  // `exact`; a literal segment beats `:id`, so neo's /administrador/empresas/:id/neo-projects,
  // revisiones' .../:id/proyectos and checklist-revisiones' .../:id/checklist-proyectos stay theirs.
  routes: [
    { pattern: '/administrador/empresas', exact: true, roles: ['Administrador'] },
    { pattern: '/administrador/empresas/:id/edit', exact: true, roles: ['Administrador'] },
    { pattern: '/administrador/empresas/:id/Checklists', roles: ['Administrador'] },
    { pattern: '/administrador/empresas/:id/Checklists/:checklistId/Recintos', roles: ['Administrador'] },
    { pattern: '/administrador/empresas/:id/Checklists/:checklistId/Recintos/:recintoId/Subcontratos', exact: true, roles: ['Administrador'] },
    { pattern: '/administrador/empresa/detalles', exact: true, roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/sectores', exact: true, roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/recintos', exact: true, roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/subcontratos', exact: true, roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/empresa/prioridades', exact: true, roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/checklist', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/checklist/:checklistId/Recintos', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/checklist/:checklistId/Recintos/:recintoId/Subcontratos', exact: true, roles: ['AdministradorEmpresa'] },
    { pattern: '/mantenedores', roles: ['Administrador'] },
    { pattern: '/mantenedores/subcontratos/:id/errorestipo', exact: true, roles: ['Administrador'] },
  ],
};

export default descriptor;
