import { lazy, Suspense } from 'react';
import type { AppProps } from 'single-spa';
import LinearProgress from '@mui/material/LinearProgress';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { SpaCustomProps } from '@insp/mf-kit';
import { RemoteRoot } from '@insp/ui/components';
import { PendingScreen } from './features/pending/PendingScreen.tsx';

// Each screen is its own chunk: a route downloads only what it renders.
const CompaniesScreen = lazy(() => import('./features/companies/CompaniesScreen.tsx').then((m) => ({ default: m.CompaniesScreen })));
const CompanyConfigScreen = lazy(() => import('./features/company-config/CompanyConfigScreen.tsx').then((m) => ({ default: m.CompanyConfigScreen })));
const ChecklistsScreen = lazy(() => import('./features/checklists/ChecklistsScreen.tsx').then((m) => ({ default: m.ChecklistsScreen })));
const RecintosScreen = lazy(() => import('./features/checklists/RecintosScreen.tsx').then((m) => ({ default: m.RecintosScreen })));
const SubcontratosScreen = lazy(() => import('./features/checklists/SubcontratosScreen.tsx').then((m) => ({ default: m.SubcontratosScreen })));
const ChecklistsList = lazy(() => import('./features/checklists/ChecklistsScreen.tsx').then((m) => ({ default: m.ChecklistsList })));
const GlobalCatalogScreen = lazy(() => import('./features/catalogs/CatalogScreens.tsx').then((m) => ({ default: m.GlobalCatalogScreen })));
const ErroresTipoScreen = lazy(() => import('./features/catalogs/CatalogScreens.tsx').then((m) => ({ default: m.ErroresTipoScreen })));
const CompanyCatalogScreen = lazy(() => import('./features/catalogs/CatalogScreens.tsx').then((m) => ({ default: m.CompanyCatalogScreen })));

/** The configuration page's 'Checklists' tab shows the checklists feature's list (composed here). */
const checklistsTab = (companyId: string, isAdmin: boolean) => (
  <ChecklistsList companyId={companyId} base={isAdmin ? `/administrador/empresas/${companyId}/Checklists` : '/administrador/checklist'} embedded />
);

/** Root of the admin remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Suspense fallback={<LinearProgress />}>
          <Routes>
            <Route path="/administrador/empresas" element={<CompaniesScreen />} />
            <Route path="/administrador/empresas/:idEmpresa/edit" element={<CompanyConfigScreen checklistsTab={checklistsTab} />} />
            <Route path="/administrador/empresa/detalles" element={<CompanyConfigScreen checklistsTab={checklistsTab} />} />
            <Route path="/administrador/empresas/:idEmpresa/Checklists" element={<ChecklistsScreen />} />
            <Route path="/administrador/empresas/:idEmpresa/Checklists/:checklistId/Recintos" element={<RecintosScreen />} />
            <Route path="/administrador/empresas/:idEmpresa/Checklists/:checklistId/Recintos/:recintoId/Subcontratos" element={<SubcontratosScreen />} />
            <Route path="/administrador/checklist" element={<ChecklistsScreen />} />
            <Route path="/administrador/checklist/:checklistId/Recintos" element={<RecintosScreen />} />
            <Route path="/administrador/checklist/:checklistId/Recintos/:recintoId/Subcontratos" element={<SubcontratosScreen />} />
            <Route path="/administrador/empresa/:catalog" element={<CompanyCatalogScreen />} />
            <Route path="/mantenedores/subcontratos/:id/errorestipo" element={<ErroresTipoScreen />} />
            <Route path="/mantenedores/:catalog" element={<GlobalCatalogScreen />} />
            <Route path="*" element={<PendingScreen />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </RemoteRoot>
  );
}
