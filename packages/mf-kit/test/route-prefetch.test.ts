import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { prefetchRoute, routeElements } from '../src/route-elements.tsx';
import { defineRoutes, type RoutePrefetchContext } from '../src/route-table.ts';
import { patternParams } from '../src/routes.ts';
import type { SpaCustomProps } from '../src/spa-props.ts';

const screen = () => Promise.resolve({ default: () => null });
const seen: RoutePrefetchContext[] = [];

// registered once, like a remote's App does at module level
routeElements(
  defineRoutes([
    { id: 'lista', pattern: '/m/hojas', roles: ['UsuarioEmpresa'], screen, prefix: true },
    { id: 'captura', pattern: '/m/hojas/captura/:projectId/:hojaId', roles: ['UsuarioEmpresa'], screen, prefetch: (context) => void seen.push(context) },
    {
      id: 'rota',
      pattern: '/m/rota/:id',
      roles: ['UsuarioEmpresa'],
      screen,
      prefetch: () => {
        throw new Error('a broken prefetch');
      },
    },
  ]),
);

const props = { api: () => Promise.reject(new Error('no calls here')) } as unknown as SpaCustomProps;

describe("a route's prefetch (the screen's first query beside its code)", () => {
  it("is given the URL's params by the pattern's names (decoded), its query, the remote's props and the query cache", () => {
    const queryClient = new QueryClient();
    prefetchRoute({ pathname: '/m/hojas/captura/p%201/h2', search: '?pendiente=c9' }, { props, queryClient });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params).toEqual({ projectId: 'p 1', hojaId: 'h2' });
    expect(seen[0]?.search.get('pendiente')).toBe('c9');
    expect(seen[0]?.props).toBe(props);
    expect(seen[0]?.queryClient).toBe(queryClient);
  });

  it('runs only for the most specific route of the URL, and a route without one starts nothing', () => {
    seen.length = 0;
    prefetchRoute({ pathname: '/m/hojas/otra', search: '' }, { props, queryClient: new QueryClient() });
    prefetchRoute({ pathname: '/fuera/de/este/remoto', search: '' }, { props, queryClient: new QueryClient() });
    expect(seen).toEqual([]);
  });

  it("leaves a failing prefetch to the screen's own query: the mount goes on", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => prefetchRoute({ pathname: '/m/rota/1', search: '' }, { props, queryClient: new QueryClient() })).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[mf-kit] prefetch failed', expect.any(Error));
    // a malformed escape in the URL: no params to read, nothing started, the mount goes on
    seen.length = 0;
    expect(() => prefetchRoute({ pathname: '/m/hojas/captura/%E0%A4%A/h2', search: '' }, { props, queryClient: new QueryClient() })).not.toThrow();
    expect(seen).toEqual([]);
    warn.mockRestore();
  });

  it('reads params only where every literal segment matches', () => {
    expect(patternParams('/a/:id/b/:x', '/a/1/b/2/c')).toEqual({ id: '1', x: '2' });
    expect(patternParams('/a/:id/b', '/a/1/c')).toBeNull();
    expect(patternParams('/a/:id', '/a')).toBeNull();
  });
});
