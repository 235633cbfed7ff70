import { Route, Routes } from 'react-router-dom';

import { GlobalCatalogScreen } from '../features/catalogs/CatalogScreens.tsx';
import { PendingScreen } from '../features/pending/PendingScreen.tsx';

/**
 * Everything under /mantenedores this remote owns (a prefix route): one level below it is a global
 * catalogue (the screen reads `:catalog`), anything else the placeholder, as before the route table.
 */
export function MantenedoresPage() {
  return (
    <Routes>
      <Route path=":catalog" element={<GlobalCatalogScreen />} />
      <Route path="*" element={<PendingScreen />} />
    </Routes>
  );
}
