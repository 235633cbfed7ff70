import * as cr from '@insp/contracts/checklist-revisiones';
import { useEndpointQuery } from '@insp/ui/data';

/** Users of the company with the Checklist module: the only ones a dialog offers as responsible. */
export function useUsuariosChecklist(companyId: string, enabled = true): { items: cr.UsuarioChecklist[]; loading: boolean; error: string | null } {
  const query = useEndpointQuery('checklist-revisiones', cr.proyectosEndpoints.usuarios, { params: { companyId } }, { enabled, staleTime: 30_000 });
  return { items: query.data?.items ?? [], loading: query.isPending && enabled, error: query.error?.message ?? null };
}
