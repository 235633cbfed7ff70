import { companiesEndpoints } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { useRemoteProps } from '@insp/ui/components';
import { useEndpointQuery } from '@insp/ui/data';

/** Users of the company with the Checklist module: the only ones a dialog offers as responsible. */
export function useUsuariosChecklist(companyId: string, enabled = true): { items: cr.UsuarioChecklist[]; loading: boolean; error: string | null } {
  const query = useEndpointQuery('checklist-revisiones', cr.proyectosEndpoints.usuarios, { params: { companyId } }, { enabled, staleTime: 30_000 });
  return { items: query.data?.items ?? [], loading: query.isPending && enabled, error: query.error?.message ?? null };
}

/** The company's name for the headers: a company member's from the session, the administrator's from admin. */
export function useCompanyName(companyId: string): string {
  const { session } = useRemoteProps();
  const own = session.userType !== 'Administrador';
  const company = useEndpointQuery('admin', companiesEndpoints.get, { params: { companyId } }, { enabled: !own, staleTime: 60_000 });
  return own ? (session.companyName ?? '') : (company.data?.Nombre ?? '');
}
