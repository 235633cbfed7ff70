import type { AppProps } from 'single-spa';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { SpaCustomProps } from '@insp/mf-kit';
import { RemoteRoot } from '@insp/ui/components';
import { CompaniesScreen } from './features/companies/CompaniesScreen.tsx';
import { CompanyDetailsScreen } from './features/company-details/CompanyDetailsScreen.tsx';
import { PendingScreen } from './features/pending/PendingScreen.tsx';

/** Root of the admin remote: its own router over the shared history (single-spa keeps them in sync). */
export function App(props: SpaCustomProps & AppProps) {
  return (
    <RemoteRoot props={props}>
      <BrowserRouter>
        <Routes>
          <Route path="/administrador/empresas" element={<CompaniesScreen />} />
          <Route path="/administrador/empresa/detalles" element={<CompanyDetailsScreen />} />
          <Route path="*" element={<PendingScreen />} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
