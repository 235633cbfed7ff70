import type { CatalogName } from '@insp/contracts';
import type { ComponentType } from 'react';

import { CompanyCatalogScreen } from '../features/catalogs/CatalogScreens.tsx';

/** The director's copy of one catalogue, at its own literal route (/administrador/empresa/sectores, …). */
export function companyCatalogPage(catalog: CatalogName): ComponentType {
  function CompanyCatalogPage() {
    return <CompanyCatalogScreen catalog={catalog} />;
  }
  return CompanyCatalogPage;
}
