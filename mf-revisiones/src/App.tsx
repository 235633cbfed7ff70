import type { AppProps } from 'single-spa';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import { revisionesRoutes } from './routes.ts';
import { ModuleOffGate } from '@insp/ui/screens';

// once, at module level: each lazy screen keeps its identity across renders
const routes = routeElements(revisionesRoutes, <LinearProgress />);

/** Root of the revisiones remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          {routes.map((r) => (
            <Route key={r.id} path={r.path} element={<ModuleOffGate on={(company) => company.Revisiones.Activado}>{r.element}</ModuleOffGate>} />
          ))}
          {/* a path of another remote, shown for the instant before single-spa unmounts this one */}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
