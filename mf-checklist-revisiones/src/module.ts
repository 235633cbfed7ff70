import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';

const { entries } = navigation;

/** Sidebar and routes of the checklist_revisiones remote (spec 000 §6, route patterns in docs/architecture.md). */
const descriptor: ModuleDescriptor = {
  id: 'checklist_revisiones',
  title: navigation.modules.checklist_revisiones,
  requiredModule: 'Checklist',
  sidebar: {
    Administrador: { group: navigation.groups.checklistRevisiones, entries: [{ title: entries.empresas, path: '/administrador/empresas' }] },
    AdministradorEmpresa: {
      group: navigation.groups.checklistRevisiones,
      entries: [
        { title: entries.proyectos, path: '/administrador/checklist-proyectos' },
        { title: entries.checklist, path: '/administrador/checklist' },
      ],
    },
    UsuarioEmpresa: { group: navigation.groups.checklistRevisiones, entries: [{ title: entries.proyectos, path: '/administrador/checklist-proyectos' }] },
  },
  routes: [
    { pattern: '/administrador/checklist-proyectos', roles: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'] },
    { pattern: '/administrador/empresas/:id/checklist-proyectos', roles: ['Administrador'] },
  ],
};

export default descriptor;
