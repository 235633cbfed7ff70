import type { ModuleDescriptor, OwnedRoute } from '@insp/contracts';
import { links } from '@insp/contracts/links';
import { describe, expect, it } from 'vitest';

import admin from '../../../mf-admin/src/module.ts';
import { adminRoutes } from '../../../mf-admin/src/routes.ts';
import checklistRevisiones from '../../../mf-checklist-revisiones/src/module.ts';
import { checklistRevisionesRoutes } from '../../../mf-checklist-revisiones/src/routes.ts';
import neo from '../../../mf-neo/src/module.ts';
import { neoRoutes } from '../../../mf-neo/src/routes.ts';
import { resolveRoute } from '../src/routes.ts';

// The shell picks a path's remote from the descriptors alone, and a param's name plays no part in it.
const owned = (routes: OwnedRoute[]) => routes.map((r) => ({ pattern: r.pattern.replace(/:\w+/g, ':param'), exact: r.exact === true, roles: r.roles }));
const route = (pattern: string, exact: boolean, roles: OwnedRoute['roles']) => ({ pattern, exact, roles });
const owner = (path: string) => resolveRoute([admin, checklistRevisiones, neo], path);

const A = ['Administrador'] as const;
const D = ['AdministradorEmpresa'] as const;
const M = ['Administrador', 'AdministradorEmpresa'] as const;
const E = ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'] as const;

describe("the admin, checklist-revisiones and neo remotes' route tables", () => {
  it('are what each descriptor owns', () => {
    const tables: Array<[ModuleDescriptor, OwnedRoute[]]> = [
      [admin, adminRoutes.routes],
      [checklistRevisiones, checklistRevisionesRoutes.routes],
      [neo, neoRoutes.routes],
    ];
    for (const [descriptor, routes] of tables) expect(descriptor.routes, descriptor.id).toEqual(routes);
  });

  // the routes each descriptor listed by hand before the route tables: the shell's ownership must not move
  it('own the same paths, prefixes and roles as before', () => {
    expect(owned(admin.routes)).toEqual([
      route('/administrador/empresas', true, [...A]),
      route('/administrador/empresas/:param/edit', true, [...A]),
      route('/administrador/empresas/:param/Checklists', false, [...A]),
      route('/administrador/empresas/:param/Checklists/:param/Recintos', false, [...A]),
      route('/administrador/empresas/:param/Checklists/:param/Recintos/:param/Subcontratos', true, [...A]),
      route('/administrador/empresa/detalles', true, [...D]),
      route('/administrador/empresa/sectores', true, [...D]),
      route('/administrador/empresa/recintos', true, [...D]),
      route('/administrador/empresa/subcontratos', true, [...D]),
      route('/administrador/empresa/prioridades', true, [...D]),
      route('/administrador/checklist', false, [...D]),
      route('/administrador/checklist/:param/Recintos', false, [...D]),
      route('/administrador/checklist/:param/Recintos/:param/Subcontratos', true, [...D]),
      route('/mantenedores', false, [...A]),
      route('/mantenedores/subcontratos/:param/errorestipo', true, [...A]),
    ]);
    expect(owned(checklistRevisiones.routes)).toEqual([
      route('/administrador/checklist-proyectos', false, ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa']),
      route('/administrador/empresas/:param/checklist-proyectos', false, [...A]),
      // issue 7's screens, all below the two prefixes above (the ownership does not move)
      route('/administrador/checklist-proyectos/:param/revisiones', true, [...E]),
      route('/administrador/checklist-proyectos/:param/revisiones/:param/listados', true, [...E]),
      route('/administrador/checklist-proyectos/:param/revisiones/:param/listados/:param/recintos', true, [...M]),
      route('/administrador/checklist-proyectos/:param/revisiones/:param/listados/:param/recintos/:param/subcontratos', true, [...M]),
      route('/administrador/checklist-proyectos/:param/revisiones/:param/listados/:param/recintos/:param/subcontratos/:param/respuestas/:param', true, [...M]),
      route('/administrador/checklist-proyectos/:param/revisiones/:param/listados/:param/captura', true, [...E]),
      route('/administrador/checklist-proyectos/estadisticas/:param', true, [...E]),
      route('/administrador/checklist-proyectos/estadisticas/:param/:param', true, [...E]),
      route('/administrador/checklist-proyectos/estadisticas/:param/:param/:param', true, [...E]),
      route('/administrador/checklist-proyectos/:param/observaciones', true, [...E]),
    ]);
    expect(owned(neo.routes)).toEqual([
      route('/administrador/empresas/:param/neo-projects', false, [...A]),
      route('/administrador/empresas/neo-projects', false, ['AdministradorEmpresa', 'UsuarioEmpresa']),
      route('/administrador/empresa/neo-projects', false, ['AdministradorEmpresa', 'UsuarioEmpresa']),
      // a sheet's capture page, below the three prefixes above (its screen loads before the first render)
      route('/administrador/empresas/:param/neo-projects/captura/:param/:param/:param/:param', true, [...A]),
      route('/administrador/empresas/neo-projects/captura/:param/:param/:param/:param', true, ['AdministradorEmpresa', 'UsuarioEmpresa']),
      route('/administrador/empresa/neo-projects/captura/:param/:param/:param/:param', true, ['AdministradorEmpresa', 'UsuarioEmpresa']),
    ]);
  });

  it("send the companies table's links (contracts) to the administrator's project pages", () => {
    expect(owner(links.checklistRevisionesProjects('c1'))?.descriptor.id).toBe('checklist_revisiones');
    expect(owner(links.neoProjects('c1'))?.descriptor.id).toBe('neo');
    expect(owner(links.checklistRevisionesProjects('c1'))?.route.roles).toEqual(['Administrador']);
    expect(owner(links.neoProjects('c1'))?.route.roles).toEqual(['Administrador']);
  });

  it('build the links of their own pages', () => {
    expect(adminRoutes.href.empresaRecintos({ idEmpresa: 'c 1', checklistId: 'k1' })).toBe('/administrador/empresas/c%201/Checklists/k1/Recintos');
    expect(owner(adminRoutes.href.erroresTipo({ id: 's1' }))?.route.pattern).toBe('/mantenedores/subcontratos/:id/errorestipo');
    expect(owner('/mantenedores/sectores')?.descriptor.id).toBe('admin');
    expect(owner(neoRoutes.href.adminProjects({ id: 'c1' }))?.descriptor.id).toBe('neo');
    expect(checklistRevisionesRoutes.href.projects()).toBe('/administrador/checklist-proyectos');
  });
});
