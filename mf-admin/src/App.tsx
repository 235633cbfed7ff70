import type { SpaCustomProps } from '@insp/mf-kit';
import { routeElements } from '@insp/mf-kit/spa';
import { RemoteRoot } from '@insp/ui/components';
import LinearProgress from '@mui/material/LinearProgress';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppProps } from 'single-spa';

import { PendingScreen } from './features/pending/PendingScreen.tsx';
import { adminRoutes } from './routes.ts';

// once, at module level: each lazy screen keeps its identity across renders (each is its own chunk)
const routes = routeElements(adminRoutes, <LinearProgress />);

/** Root of the admin remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          {routes.map((r) => (
            <Route key={r.id} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<PendingScreen />} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
