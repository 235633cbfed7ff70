import { links } from '@insp/contracts/links';
import { matchScore, resolveRoute } from '@insp/mf-kit';
import { testUser } from '@insp/ui/testing';
import { describe, expect, it } from 'vitest';

import descriptor from '../src/module.ts';
import { revisionesLinks, revisionesRoutes } from '../src/routes.ts';

const owner = (path: string) => resolveRoute([descriptor], path.split('?')[0] as string)?.route ?? null;

describe('revisiones route table', () => {
  it('is what the descriptor owns: every route exact, with its roles', () => {
    expect(descriptor.routes).toEqual(revisionesRoutes.routes);
    expect(descriptor.routes.every((r) => r.exact === true)).toBe(true);
    expect(owner('/administrador/empresa/proyectos/p1/revisiones/r1/listados/l1/observaciones/nueva')?.roles).toEqual(['AdministradorEmpresa']);
    expect(owner('/administrador/estadisticas/p1/r1')?.roles).toEqual(['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa']);
    expect(owner('/administrador/empresa/proyectos/p1/otra')).toBeNull();
    // Spec 001 §2's company-user route to a revision's recintos shows that revision's listados.
    expect(owner('/administrador/user/proyectos/p1/revisiones/r1/recintos')?.roles).toEqual(['UsuarioEmpresa']);
  });

  it("the companies table's 'Ver Revisiones' link (contracts) lands on the administrator's projects", () => {
    const route = owner(links.revisionesProjects('c1'));
    expect(route?.pattern).toBe('/administrador/empresas/:companyId/proyectos');
    expect(route?.roles).toEqual(['Administrador']);
  });

  it("each audience's links land on routes that audience may open", () => {
    for (const userType of ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'] as const) {
      const l = revisionesLinks(testUser(userType), 'c1');
      const paths = [
        l.proyectos(),
        l.revisiones('p1'),
        l.listados('p1', 'r1'),
        l.observaciones('p1', 'r1', 'l1'),
        l.nuevaObservacion('p1', 'r1', 'l1'),
        l.estadisticas('p1'),
        l.estadisticas('p1', 'r1'),
        l.estadisticas('p1', 'r1', 'l1'),
        l.observacionesProyecto('p1'),
      ];
      for (const path of paths) expect(owner(path)?.roles, `${userType} ${path}`).toContain(userType);
    }
    const admin = revisionesLinks(testUser('Administrador'), 'c1');
    expect(admin.revisiones('p1')).toBe('/administrador/empresas/c1/proyectos/p1/revisiones');
    expect(admin.estadisticas('p1', 'r1')).toBe('/administrador/estadisticas/p1/r1?empresa=c1');
    expect(revisionesLinks(testUser('UsuarioEmpresa'), 'c1').nuevaObservacion('p1', 'r1', 'l1')).toBe(
      '/administrador/user/proyectos/p1/revisiones/r1/listados/l1/observaciones/nueva',
    );
  });

  it('keeps literal segments ahead of params (no route of the table shadows a more specific one)', () => {
    for (const route of descriptor.routes) {
      const sample = route.pattern.replace(/:(\w+)/g, 'x1');
      expect(owner(sample)?.pattern, sample).toBe(route.pattern);
      expect(matchScore(route, sample)).not.toBeNull();
    }
  });
});
