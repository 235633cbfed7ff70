import { globalCatalogsEndpoints } from '@insp/contracts';
import { isApiError } from '@insp/mf-kit';
import { useEndpointQuery } from '@insp/ui/data';

/**
 * The global subcontract of an Errores Tipo page (for the title): `data` null when there is no such
 * subcontract (an unknown or malformed id answers 404 / 400), the failure in `error` otherwise.
 */
export function useSubcontrato(subcontratoId: string) {
  const head = useEndpointQuery('admin', globalCatalogsEndpoints.erroresTipo, { params: { subcontratoId }, query: { page: 0, pageSize: 1 } });
  const missing = isApiError(head.error) && (head.error.status === 404 || head.error.status === 400);
  return { loading: head.isPending, data: head.data?.subcontrato ?? null, error: missing ? null : (head.error?.message ?? null) };
}
