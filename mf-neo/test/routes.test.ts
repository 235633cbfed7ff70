import { links } from '@insp/contracts/links';
import { describe, expect, it } from 'vitest';

import descriptor from '../src/module.ts';
import { neoRoutes } from '../src/routes.ts';
import { neoBase, neoLinks } from '../src/shared/paths.ts';

describe('NEO routes', () => {
  it('own the three prefixes of §2 / issue 8 with their audiences, and the capture page below each', () => {
    const captura = '/neo-projects/captura/:projectId/:checklistId/:asignadoId/:hojaId';
    expect(descriptor.routes).toEqual([
      { pattern: '/administrador/empresas/:id/neo-projects', roles: ['Administrador'] },
      { pattern: '/administrador/empresas/neo-projects', roles: ['AdministradorEmpresa', 'UsuarioEmpresa'] },
      { pattern: '/administrador/empresa/neo-projects', roles: ['AdministradorEmpresa', 'UsuarioEmpresa'] },
      { pattern: `/administrador/empresas/:id${captura}`, roles: ['Administrador'], exact: true },
      { pattern: `/administrador/empresas${captura}`, roles: ['AdministradorEmpresa', 'UsuarioEmpresa'], exact: true },
      { pattern: `/administrador/empresa${captura}`, roles: ['AdministradorEmpresa', 'UsuarioEmpresa'], exact: true },
    ]);
    // the screens' capture links (neoLinks) are the table's capture routes
    const ids = { projectId: 'p1', checklistId: 'k1', asignadoId: 'a1', hojaId: 'h1' };
    expect(neoLinks('/administrador/empresa/neo-projects').captura('p1', 'k1', 'a1', 'h1')).toBe(neoRoutes.href.companyCaptura(ids));
    expect(neoLinks('/administrador/empresas/c1/neo-projects').captura('p1', 'k1', 'a1', 'h1')).toBe(neoRoutes.href.adminCaptura({ id: 'c1', ...ids }));
    // 'Ver Checklists' of the companies table lands on the administrator's prefix
    expect(links.neoProjects('c1')).toBe(neoRoutes.href.adminProjects({ id: 'c1' }));
  });

  it('build every screen link under the prefix the user came in by', () => {
    const base = neoBase('/administrador/empresas/c1/neo-projects/p1/k1');
    expect(base).toBe('/administrador/empresas/c1/neo-projects');
    const l = neoLinks(base);
    expect(l.proyectos()).toBe(base);
    expect(l.checklists('p1')).toBe(`${base}/p1`);
    expect(l.checklists('p1', 'Terminaciones')).toBe(`${base}/p1?tipo=Terminaciones`);
    expect(l.asignados('p1', 'k1')).toBe(`${base}/p1/k1`);
    expect(l.hojas('p1', 'k1', 'a1')).toBe(`${base}/p1/k1/a1`);
    expect(l.desviacionListas('p1')).toBe(`${base}/p1/rechazadas-listas-chequeo`);
    expect(l.desviacionParametro('p1', 'espacio')).toBe(`${base}/p1/rechazadas-parametro?vista=espacio`);
    expect(l.desviacionPregunta('p1')).toBe(`${base}/p1/rechazadas-pregunta`);
    expect(l.desviacionPregunta('p1', 'k1')).toBe(`${base}/p1/k1/rechazadas-pregunta`);
    expect(l.metas('p1')).toBe(`${base}/p1/metas-revision`);
    expect(l.captura('p1', 'k1', 'a1', 'h1')).toBe(`${base}/captura/p1/k1/a1/h1`);
    expect(neoLinks(neoBase('/administrador/empresa/neo-projects')).misHojas()).toBe('/administrador/empresa/neo-projects/captura');
  });
});
