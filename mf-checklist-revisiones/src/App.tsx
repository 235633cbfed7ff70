import type { AppProps } from 'single-spa';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import { ModuleOffGate } from '@insp/ui/screens';
import { checklistRevisionesRoutes } from './routes.ts';

// once, at module level: each lazy screen keeps its identity across renders
const routes = routeElements(checklistRevisionesRoutes, <LinearProgress />);

/** Root of the checklist_revisiones remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          {routes.map((r) => (
            <Route key={r.id} path={r.path} element={<ModuleOffGate on={(company) => company.CheckList.Activado}>{r.element}</ModuleOffGate>} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
