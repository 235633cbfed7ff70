import { describe, expect, it } from 'vitest';

import { buildHref, defineRoutes } from '../src/route-table.ts';
import { resolveRoute } from '../src/routes.ts';

const screen = () => Promise.resolve({ default: () => null });

const table = defineRoutes([
  { id: 'proyectos', pattern: '/administrador/empresas/:companyId/proyectos', roles: ['Administrador'], screen },
  { id: 'revisiones', pattern: '/administrador/empresas/:companyId/proyectos/:projectId/revisiones', roles: ['Administrador'], screen },
  { id: 'mantenedor', pattern: '/mantenedores/revisiones/proyectos', roles: ['UsuarioEmpresa'], screen, prefix: true },
]);

describe('route table', () => {
  it('gives the descriptor routes, exact unless the route owns deeper paths', () => {
    expect(table.routes).toEqual([
      { pattern: '/administrador/empresas/:companyId/proyectos', roles: ['Administrador'], exact: true },
      { pattern: '/administrador/empresas/:companyId/proyectos/:projectId/revisiones', roles: ['Administrador'], exact: true },
      { pattern: '/mantenedores/revisiones/proyectos', roles: ['UsuarioEmpresa'] },
    ]);
    const descriptor = { id: 'revisiones' as const, title: 'R', requiredModule: null, sidebar: {}, routes: table.routes };
    expect(resolveRoute([descriptor], '/administrador/empresas/abc/proyectos/p1/revisiones')?.route.pattern).toBe(table.routes[1]?.pattern);
    expect(resolveRoute([descriptor], '/administrador/empresas/abc/proyectos/p1/otra')).toBeNull();
  });

  it('builds typed links with encoded params and the defined query values', () => {
    expect(table.href.revisiones({ companyId: 'a b', projectId: 'p/1' })).toBe('/administrador/empresas/a%20b/proyectos/p%2F1/revisiones');
    expect(table.href.mantenedor()).toBe('/mantenedores/revisiones/proyectos');
    expect(table.href.proyectos({ companyId: 'c1' }, { empresa: 'c1', vacio: '', nada: undefined, pagina: 2 })).toBe(
      '/administrador/empresas/c1/proyectos?empresa=c1&pagina=2',
    );
    expect(() => buildHref('/a/:id', {})).toThrow(/missing id/);
  });

  it('refuses a repeated id or pattern and a route without roles', () => {
    expect(() =>
      defineRoutes([
        { id: 'a', pattern: '/a', roles: ['Administrador'], screen },
        { id: 'a', pattern: '/b', roles: ['Administrador'], screen },
      ]),
    ).toThrow(/id a is repeated/);
    expect(() =>
      defineRoutes([
        { id: 'a', pattern: '/a', roles: ['Administrador'], screen },
        { id: 'b', pattern: '/a', roles: ['Administrador'], screen },
      ]),
    ).toThrow(/pattern \/a is repeated/);
    expect(() => defineRoutes([{ id: 'a', pattern: '/a', roles: [], screen }])).toThrow(/no roles/);
  });
});
