import type { OwnedRoute } from '@insp/contracts';
import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';

import { type RouteDef, type RoutePrefetch, type RoutePrefetchContext, type RouteTable, type ScreenLoader } from './route-table.ts';
import { mostSpecific, patternParams } from './routes.ts';
import { settledForUse, type SettledPromise } from './settled.ts';

/** What react-router's `<Route path element>` (or `useRoutes`) takes for one route of the table. */
export interface RouteElement {
  id: string;
  path: string;
  element: ReactElement;
}

const screenCode = new WeakMap<ScreenLoader, SettledPromise<ComponentType>>();

/**
 * A screen's code, downloaded once per loader (two routes showing the same screen share it). A failed
 * download is forgotten: the render after a failed preload downloads it again.
 */
function loadScreen(load: ScreenLoader): SettledPromise<ComponentType> {
  let code = screenCode.get(load);
  if (!code) {
    code = settledForUse(
      load().then(
        (m) => ('default' in m ? m.default : m),
        (error: unknown) => {
          screenCode.delete(load);
          throw error;
        },
      ),
    );
    screenCode.set(load, code);
  }
  return code;
}

const screenComponents = new WeakMap<ScreenLoader, ComponentType>();

/**
 * One component per loader (its identity kept across renders). A screen whose code is already here
 * when it mounts (preloadScreen) renders at once; otherwise it is React.lazy over the same download,
 * behind the route's Suspense fallback. Which of the two is decided once per mount, so a screen is
 * never swapped for another element type (and remounted) when its code arrives.
 */
function screenComponent(load: ScreenLoader): ComponentType {
  let Screen = screenComponents.get(load);
  if (!Screen) {
    const Lazy = lazy(() => loadScreen(load).then((code) => ({ default: code })));
    Screen = function RouteScreen() {
      const [Loaded] = useState(() => {
        const code = screenCode.get(load);
        return code?.status === 'fulfilled' ? code.value : null;
      });
      return Loaded ? <Loaded /> : <Lazy />;
    };
    screenComponents.set(load, Screen);
  }
  return Screen;
}

/** The routes this remote renders (routeElements), for `preloadScreen` and `prefetchRoute`. */
const knownRoutes: Array<{ route: OwnedRoute; screen: ScreenLoader; prefetch?: RoutePrefetch | undefined }> = [];

/**
 * Starts downloading the code of the screen `pathname` shows (the most specific of this remote's
 * routes), resolved when it is here or has failed: the remote's mount waits for it, so the first
 * render shows the screen instead of its fallback (one render, one request wave and React's reveal
 * throttle fewer before a deep link's content). A failure is left to the render to show.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const best = mostSpecific(knownRoutes, pathname);
  return best
    ? loadScreen(best.screen).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Runs the prefetch of the route `location` shows (the most specific of this remote's routes), if it
 * has one: its screen's first query starts beside the screen's code. A failing prefetch is left to
 * the screen's own query (it asks again and shows the error).
 */
export function prefetchRoute(location: { pathname: string; search: string }, context: Omit<RoutePrefetchContext, 'params' | 'search'>): void {
  const best = mostSpecific(knownRoutes, location.pathname);
  if (!best?.prefetch) return;
  try {
    // inside: a malformed escape in the URL (decodeURIComponent) must not fail the remote's mount
    const params = patternParams(best.route.pattern, location.pathname);
    if (params) best.prefetch({ ...context, params, search: new URLSearchParams(location.search) });
  } catch (error) {
    console.warn('[mf-kit] prefetch failed', error);
  }
}

/**
 * The routes of a remote's table as react-router route elements, each screen loaded on demand behind
 * a Suspense fallback. Call it once at module level (screen components must keep their identity) and
 * render `<Routes>{elements.map((r) => <Route key={r.id} path={r.path} element={r.element} />)}</Routes>`.
 */
export function routeElements<Defs extends readonly RouteDef[]>(table: RouteTable<Defs>, fallback: ReactNode = null): RouteElement[] {
  return table.defs.map((def, index) => {
    const Screen = screenComponent(def.screen);
    const route = table.routes[index];
    if (route) knownRoutes.push({ route, screen: def.screen, prefetch: def.prefetch });
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
