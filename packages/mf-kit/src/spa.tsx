import React, { type ComponentType } from 'react';
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
  return singleSpaReact<SpaCustomProps>({ React, ReactDOMClient, rootComponent: App, errorBoundary: () => <Failure /> });
}
