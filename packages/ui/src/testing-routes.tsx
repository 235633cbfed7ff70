// Part of '@insp/ui/testing': a remote's route table rendered as its App.tsx routes it.
import type { RouteDef, RouteTable } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';

/**
 * The remote's router over `table` as App.tsx builds it, without its BrowserRouter (the test root has a
 * memory router): render `<RemoteRoutes />` with renderScreen at a path. Built once per table (its
 * lazy screens keep their identity).
 */
export function remoteRoutes<Defs extends readonly RouteDef[]>(table: RouteTable<Defs>): () => ReactElement {
  const routes = routeElements(table);
  return function RemoteRoutes() {
    return (
      <Routes>
        {routes.map((r) => (
          <Route key={r.id} path={r.path} element={r.element} />
        ))}
      </Routes>
    );
  };
}
