import { type ComponentType, lazy, type LazyExoticComponent, type ReactElement, type ReactNode, Suspense } from 'react';

import type { RouteDef, RouteTable, ScreenLoader } from './route-table.ts';

/** What react-router's `<Route path element>` (or `useRoutes`) takes for one route of the table. */
export interface RouteElement {
  id: string;
  path: string;
  element: ReactElement;
}

const lazyScreens = new WeakMap<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per loader, so two routes showing the same screen share its chunk and type. */
function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = lazy(() => load().then((m) => ('default' in m ? m : { default: m })));
    lazyScreens.set(load, screen);
  }
  return screen;
}

/**
 * The routes of a remote's table as react-router route elements, each screen lazy behind a Suspense
 * fallback. Call it once at module level (lazy components must keep their identity) and render
 * `<Routes>{elements.map((r) => <Route key={r.id} path={r.path} element={r.element} />)}</Routes>`.
 */
export function routeElements<Defs extends readonly RouteDef[]>(table: RouteTable<Defs>, fallback: ReactNode = null): RouteElement[] {
  return table.defs.map((def) => {
    const Screen = lazyScreen(def.screen);
    return {
      id: def.id,
      path: def.prefix ? `${def.pattern}/*` : def.pattern,
      element: (
        <Suspense fallback={fallback}>
          <Screen />
        </Suspense>
      ),
    };
  });
}
