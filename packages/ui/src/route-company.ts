import { COMPANY_QUERY_PARAM } from '@insp/mf-kit';
import { useParams, useSearchParams } from 'react-router';

import { useRemoteProps } from './remote-context.tsx';

/**
 * The company a module screen works on: a company user's or director's own company; for the platform
 * administrator the route's `:companyId`, else `?empresa=` (routes such as /administrador/estadisticas/:projectId
 * carry no company in their path). Null when the administrator's route names none.
 */
export function useRouteCompanyId(): string | null {
  const { session } = useRemoteProps();
  const { companyId } = useParams();
  const [search] = useSearchParams();
  if (session.userType !== 'Administrador') return session.companyId;
  return companyId ?? search.get(COMPANY_QUERY_PARAM);
}
