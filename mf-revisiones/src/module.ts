import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';

const { entries } = navigation;

/** Sidebar and routes of the revisiones remote (spec 000 §6, route patterns in docs/architecture.md). */
const descriptor: ModuleDescriptor = {
  id: 'revisiones',
  title: navigation.modules.revisiones,
  requiredModule: 'Revisiones',
  sidebar: {
    Administrador: { group: navigation.groups.revisiones, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
    AdministradorEmpresa: { group: navigation.groups.revisiones, entries: [{ title: entries.proyectos, path: '/administrador/empresa/proyectos' }] },
    UsuarioEmpresa: { group: navigation.groups.revisiones, entries: [{ title: entries.proyectos, path: '/administrador/user/proyectos' }] },
  },
  routes: [
    { pattern: '/administrador/empresas/:id/proyectos', roles: ['Administrador'] },
    { pattern: '/administrador/empresa/proyectos', roles: ['AdministradorEmpresa'] },
    { pattern: '/administrador/user/proyectos', roles: ['UsuarioEmpresa'] },
    { pattern: '/administrador/estadisticas', roles: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'] },
    { pattern: '/administrador/proyectos', roles: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'] },
  ],
};

export default descriptor;
