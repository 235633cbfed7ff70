import React, { type ComponentType, startTransition, useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';

import type { SpaCustomProps } from './spa-props.ts';

export { type RouteElement, routeElements } from './route-elements.tsx';

/**
 * The single-spa lifecycles every remote exposes as `./spa`. A separate entry (not the package
 * index) so the shell, which imports the index before sign-in, never bundles single-spa-react.
 */
export function remoteLifecycles(App: ComponentType<SpaCustomProps & AppProps>, Failure: ComponentType) {
  // The remote's first render in a transition (single-spa-react renders the root component at once):
  // React renders the screen in slices of a few milliseconds, so a slow phone's main thread is never
  // blocked by the whole screen in one task (issue 19 §5: Total Blocking Time on the capture pages).
  function InSlices(props: SpaCustomProps & AppProps) {
    const [shown, setShown] = useState(false);
    useEffect(() => startTransition(() => setShown(true)), []);
    return shown ? <App {...props} /> : null;
  }
  return singleSpaReact<SpaCustomProps>({ React, ReactDOMClient, rootComponent: InSlices, errorBoundary: () => <Failure /> });
}
