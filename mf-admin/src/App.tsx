import type { AppProps } from 'single-spa';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { SpaCustomProps } from '@insp/mf-kit';
import { RemoteRoot } from '@insp/ui/components';
import { CompaniesScreen } from './features/companies/CompaniesScreen.tsx';
import { CompanyConfigScreen } from './features/company-config/CompanyConfigScreen.tsx';
import { CompanyCatalogScreen, ErroresTipoScreen, GlobalCatalogScreen } from './features/catalogs/CatalogScreens.tsx';
import { ChecklistsScreen } from './features/checklists/ChecklistsScreen.tsx';
import { RecintosScreen } from './features/checklists/RecintosScreen.tsx';
import { SubcontratosScreen } from './features/checklists/SubcontratosScreen.tsx';
import { PendingScreen } from './features/pending/PendingScreen.tsx';

/** Root of the admin remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          <Route path="/administrador/empresas" element={<CompaniesScreen />} />
          <Route path="/administrador/empresas/:idEmpresa/edit" element={<CompanyConfigScreen />} />
          <Route path="/administrador/empresa/detalles" element={<CompanyConfigScreen />} />
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
      </BrowserRouter>
    </RemoteRoot>
  );
}
