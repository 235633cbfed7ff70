import type { SessionUser } from '@insp/contracts';
import { COMPANY_QUERY_PARAM, type RoutePrefetchContext } from '@insp/mf-kit';
import { useParams, useSearchParams } from 'react-router';

import { useRemoteProps } from './remote-context.tsx';

/**
 * The one "company of the screen" rule of the remotes. The platform administrator (Administrador)
 * works on any company, named by the route; a director or company user always on their own company
 * (their session's). Every screen, link builder and header asks this module instead of testing the
 * user type itself.
 */
export function isPlatformAdmin(session: Pick<SessionUser, 'userType'>): boolean {
  return session.userType === 'Administrador';
}

/** The company a screen works on, given the company its route names (null when it names none). */
export function companyOfScreen(session: Pick<SessionUser, 'userType' | 'companyId'>, routeCompanyId: string | null | undefined): string | null {
  return isPlatformAdmin(session) ? (routeCompanyId ?? null) : session.companyId;
}

/**
 * The company a module screen works on: a company user's or director's own company; for the platform
 * administrator the route's company parameter (`:companyId` unless the remote names it otherwise,
 * e.g. neo's `:id`, admin's `:idEmpresa`), else `?empresa=` (routes such as
 * /administrador/estadisticas/:projectId carry no company in their path). Null when the
 * administrator's route names none.
 */
export function useRouteCompanyId(param = 'companyId'): string | null {
  const { session } = useRemoteProps();
  const params = useParams();
  const [search] = useSearchParams();
  return companyOfScreen(session, params[param] ?? search.get(COMPANY_QUERY_PARAM));
}

/** useRouteCompanyId for a route's prefetch (outside React): the same company, from the URL's params and query. */
export function prefetchCompanyId(context: Pick<RoutePrefetchContext, 'params' | 'search' | 'props'>, param = 'companyId'): string | null {
  return companyOfScreen(context.props.session, context.params[param] ?? context.search.get(COMPANY_QUERY_PARAM));
}
