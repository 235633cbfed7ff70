import React, { type ComponentType, startTransition, useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';

import { nextTask } from './next-task.ts';
import { prefetchRoute, preloadScreen } from './route-elements.tsx';
import type { SpaCustomProps } from './spa-props.ts';

export { prefetchRoute, preloadScreen, type RouteElement, routeElements } from './route-elements.tsx';

/**
 * The single-spa lifecycles every remote exposes as `./spa`. A separate entry (not the package
 * index) so the shell, which imports the index before sign-in, never bundles single-spa-react.
 */
export function remoteLifecycles(
  App: ComponentType<SpaCustomProps & AppProps>,
  Failure: ComponentType,
  options: {
    /** Its screens read the shared query cache (`@insp/ui/data`): load it with the URL's screen code. */
    queryCache?: boolean;
  } = {},
) {
  // The remote's first render in a transition (single-spa-react renders the root component at once):
  // React renders the screen in slices of a few milliseconds, so a slow phone's main thread is never
  // blocked by the whole screen in one task (issue 19 §5: Total Blocking Time on the capture pages).
  function InSlices(props: SpaCustomProps & AppProps) {
    const [shown, setShown] = useState(false);
    useEffect(() => startTransition(() => setShown(true)), []);
    return shown ? <App {...props} /> : null;
  }
  const lifecycles = singleSpaReact<SpaCustomProps>({ React, ReactDOMClient, rootComponent: InSlices, errorBoundary: () => <Failure /> });
  return {
    ...lifecycles,
    // the URL's screen code (and the query cache) first, both requested at once: the first render then
    // shows the screen, not its fallback, and its queries start in that render. A failure is left to the
    // render (the screen's error and 'Reintentar').
    mount: async (props: SpaCustomProps & AppProps) => {
      const cache = options.queryCache ? props.loadQueryClient().catch(() => undefined) : undefined;
      // the screen's first query beside its code (RouteDef.prefetch), as soon as the cache is here
      // (each step in a task of its own: the cache's and the screen's code are evaluated as they arrive,
      // and a phone's main thread is not held by all of it at once; issue 19 §5, Total Blocking Time)
      const prefetched = cache?.then(async (queryClient) => {
        await nextTask();
        if (queryClient) prefetchRoute(window.location, { props, queryClient });
      });
      await Promise.all([preloadScreen(window.location.pathname), prefetched]);
      await nextTask();
      return lifecycles.mount(props);
    },
  };
}
