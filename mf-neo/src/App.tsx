import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import { ModuleRoutes } from '@insp/ui/module-routes';
import LinearProgress from '@mui/material/LinearProgress';
import React from 'react';
import type { AppProps } from 'single-spa';

import { PendingScreen } from './features/pending/PendingScreen.tsx';
import { neoRoutes } from './routes.ts';

// once, at module level: each lazy screen keeps its identity across renders
const routes = routeElements(neoRoutes, <LinearProgress />);

/**
 * Root of the neo remote: its own router over the shared history, the module-off page for the
 * Administrador (whose company is the route's `:id`).
 */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props} probe={{ app: 'neo', react: React }}>
      <ModuleRoutes routes={routes} on={(company) => company.ChecklistsOT.Activado} companyParam="id" otherwise={<PendingScreen />} />
    </RemoteRoot>
  );
}
