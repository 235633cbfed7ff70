import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

import { PendingScreen } from '../features/pending/PendingScreen.tsx';
import { neoSubPaths } from '../shared/paths.ts';

// one lazy chunk per screen
const ProjectsScreen = lazy(() => import('../features/proyectos/ProjectsScreen.tsx').then((m) => ({ default: m.ProjectsScreen })));
const ChecklistsScreen = lazy(() => import('../features/checklists/ChecklistsScreen.tsx').then((m) => ({ default: m.ChecklistsScreen })));
const AsignadosScreen = lazy(() => import('../features/asignados/AsignadosScreen.tsx').then((m) => ({ default: m.AsignadosScreen })));
const HojasScreen = lazy(() => import('../features/hojas/HojasScreen.tsx').then((m) => ({ default: m.HojasScreen })));
const DesviacionListasScreen = lazy(() => import('../features/estadisticas/DesviacionListasScreen.tsx').then((m) => ({ default: m.DesviacionListasScreen })));
const DesviacionParametroScreen = lazy(() =>
  import('../features/estadisticas/DesviacionParametroScreen.tsx').then((m) => ({ default: m.DesviacionParametroScreen })),
);
const DesviacionPreguntaScreen = lazy(() =>
  import('../features/estadisticas/DesviacionPreguntaScreen.tsx').then((m) => ({ default: m.DesviacionPreguntaScreen })),
);
const MetasScreen = lazy(() => import('../features/estadisticas/MetasScreen.tsx').then((m) => ({ default: m.MetasScreen })));
const MisHojasScreen = lazy(() => import('../features/captura/MisHojasScreen.tsx').then((m) => ({ default: m.MisHojasScreen })));

const P = neoSubPaths;

/** Every screen under a '/neo-projects' prefix route (spec 002 §2 route table, plus the reviewer's list of sheets; a sheet's capture page is a route of the table, routes.ts). */
export function NeoPages() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <Routes>
        <Route index element={<ProjectsScreen />} />
        <Route path={P.misHojas} element={<MisHojasScreen />} />
        <Route path={P.checklists} element={<ChecklistsScreen />} />
        <Route path={P.desviacionListas} element={<DesviacionListasScreen />} />
        <Route path={P.desviacionParametro} element={<DesviacionParametroScreen />} />
        <Route path={P.desviacionPregunta} element={<DesviacionPreguntaScreen />} />
        <Route path={P.desviacionPreguntaChecklist} element={<DesviacionPreguntaScreen />} />
        <Route path={P.metas} element={<MetasScreen />} />
        <Route path={P.asignados} element={<AsignadosScreen />} />
        <Route path={P.hojas} element={<HojasScreen />} />
        <Route path="*" element={<PendingScreen />} />
      </Routes>
    </Suspense>
  );
}
