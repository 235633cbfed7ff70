import type { AppProps } from 'single-spa';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { SpaCustomProps } from '@insp/mf-kit';
import { RemoteRoot } from '@insp/ui/components';
import { ProjectsScreen } from './features/projects/ProjectsScreen.tsx';
import { PendingScreen } from './features/pending/PendingScreen.tsx';

/** Root of the checklist_revisiones remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          <Route path="/administrador/empresas/:id/checklist-proyectos" element={<ProjectsScreen />} />
          <Route path="/administrador/checklist-proyectos" element={<ProjectsScreen />} />
          <Route path="*" element={<PendingScreen />} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
