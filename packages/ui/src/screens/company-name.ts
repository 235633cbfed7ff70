import { companiesEndpoints } from '@insp/contracts';
import { isPlatformAdmin, useRemoteProps } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';

/** The company's name for the headers: a company member's from the session, the administrator's from admin. */
export function useCompanyName(companyId: string): string {
  const { session } = useRemoteProps();
  const own = !isPlatformAdmin(session);
  const company = useEndpointQuery('admin', companiesEndpoints.get, { params: { companyId } }, { enabled: !own, staleTime: 60_000 });
  return own ? (session.companyName ?? '') : (company.data?.Nombre ?? '');
}
