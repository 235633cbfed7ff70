import type { AppProps } from 'single-spa';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import { ModuleOffGate } from '@insp/ui/screens';
import { PendingScreen } from './features/pending/PendingScreen.tsx';
import { neoRoutes } from './routes.ts';

// once, at module level: each lazy screen keeps its identity across renders
const routes = routeElements(neoRoutes, <LinearProgress />);

/** Root of the neo remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          {routes.map((r) => (
            <Route key={r.id} path={r.path} element={<ModuleOffGate on={(company) => company.ChecklistsOT.Activado}>{r.element}</ModuleOffGate>} />
          ))}
          <Route path="*" element={<PendingScreen />} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
