import type { CatalogName, ErroresTipoPage } from '@insp/contracts';
import type { ApiClient } from '@insp/mf-kit';

/** Catalogue collection URLs (admin service through the gateway); CatalogCard does the calls. */
export const globalCatalogBase = (catalog: CatalogName) => `/api/admin/catalogs/${catalog}`;
export const companyCatalogBase = (companyId: string, catalog: CatalogName) => `/api/admin/companies/${encodeURIComponent(companyId)}/catalogs/${catalog}`;
export const erroresTipoBase = (subcontratoId: string) => `${globalCatalogBase('subcontratos')}/${encodeURIComponent(subcontratoId)}/errores-tipo`;

/** The subcontract of an Errores Tipo page (for the title). */
export const fetchErroresTipo = (api: ApiClient, subcontratoId: string) => api<ErroresTipoPage>(`${erroresTipoBase(subcontratoId)}?page=0&pageSize=1`);
