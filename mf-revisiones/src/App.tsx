import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import { ModuleRoutes } from '@insp/ui/module-routes';
import LinearProgress from '@mui/material/LinearProgress';
import React from 'react';
import type { AppProps } from 'single-spa';

import { revisionesRoutes } from './routes.ts';

// once, at module level: each lazy screen keeps its identity across renders
const routes = routeElements(revisionesRoutes, <LinearProgress />);

/** Root of the revisiones remote: its own router over the shared history, the module-off page for the Administrador. */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props} probe={{ app: 'revisiones', react: React }}>
      <ModuleRoutes routes={routes} on={(company) => company.Revisiones.Activado} />
    </RemoteRoot>
  );
}
