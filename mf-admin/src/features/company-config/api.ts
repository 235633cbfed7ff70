import { companiesEndpoints as companies } from '@insp/contracts';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';

/**
 * The company of the configuration page (admin service, through the endpoint hooks): its
 * configuration with the usage of each quota, and the writes on the company itself. The tabs'
 * own data live in users/api.ts, listas/api.ts and the shared catalogues (shared/catalogs/api.ts).
 */

/** The configuration (company, usage of users, projects and storage); nothing is asked without a company. */
export const useConfiguration = (companyId: string | null) =>
  useEndpointQuery('admin', companies.configuration, { params: { companyId: companyId ?? '' } }, { enabled: companyId !== null });

/** A write on the company changes its configuration, its own answer and the companies table, wherever they are cached. */
const changesCompany = ({ params }: { params: { companyId: string } }) => [
  endpointKey('admin', companies.configuration, params),
  endpointKey('admin', companies.get, params),
  endpointKey('admin', companies.list),
];

/** 'Información' saved (Administrador): name, limits and storage quota. */
export const useUpdateCompany = () => useEndpointMutation('admin', companies.update, { invalidates: changesCompany });
/** 'Eliminar Empresa': the soft delete (Activado false, FechaEliminacion). */
export const useDeleteCompany = () => useEndpointMutation('admin', companies.remove, { invalidates: changesCompany });
/** 'Restaurar' on a soft-deleted company's page. */
export const useRestoreCompany = () => useEndpointMutation('admin', companies.restore, { invalidates: changesCompany });
