import { companiesEndpoints } from '@insp/contracts';
import { proyectosEndpoints, type UsuarioRevisiones } from '@insp/contracts';
import { useRemoteProps } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';

/** Users of the company with the Revisiones flag: the only ones a dialog offers as responsible (§5, §6). */
export function useUsuariosRevisiones(companyId: string, enabled = true): { items: UsuarioRevisiones[]; loading: boolean; error: string | null } {
  const query = useEndpointQuery('revisiones', proyectosEndpoints.usuarios, { params: { companyId } }, { enabled, staleTime: 30_000 });
  return { items: query.data?.items ?? [], loading: query.isPending && enabled, error: query.error?.message ?? null };
}

/** The company's name for the headers: a company member's from the session, the administrator's from admin. */
export function useCompanyName(companyId: string): string {
  const { session } = useRemoteProps();
  const own = session.userType !== 'Administrador';
  const company = useEndpointQuery('admin', companiesEndpoints.get, { params: { companyId } }, { enabled: !own, staleTime: 60_000 });
  return own ? (session.companyName ?? '') : (company.data?.Nombre ?? '');
}
