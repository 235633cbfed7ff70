import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppProps } from 'single-spa';

import { checklistRevisionesRoutes } from './routes.ts';

// once, at module level: each lazy screen keeps its identity across renders
const routes = routeElements(checklistRevisionesRoutes, <LinearProgress />);

/**
 * The module-off page of a company whose module is switched off (issue 16), for the Administrador
 * only (a company member's token never carries such a module): loaded only for them.
 */
const ModuleOffGate = lazy(() => import('@insp/ui/screens').then((m) => ({ default: m.ModuleOffGate })));
function Gated(props: Parameters<typeof ModuleOffGate>[0]) {
  return (
    <Suspense fallback={<LinearProgress />}>
      <ModuleOffGate {...props} />
    </Suspense>
  );
}

/** Root of the checklist_revisiones remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  const administrador = props.session.userType === 'Administrador';
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          {routes.map((r) => (
            <Route key={r.id} path={r.path} element={administrador ? <Gated on={(company) => company.CheckList.Activado}>{r.element}</Gated> : r.element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
