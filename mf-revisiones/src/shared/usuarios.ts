import { proyectosEndpoints, type UsuarioRevisiones } from '@insp/contracts';
import { useEndpointQuery } from '@insp/ui/data';

/** Users of the company with the Revisiones flag: the only ones a dialog offers as responsible (§5, §6). */
export function useUsuariosRevisiones(companyId: string, enabled = true): { items: UsuarioRevisiones[]; loading: boolean; error: string | null } {
  const query = useEndpointQuery('revisiones', proyectosEndpoints.usuarios, { params: { companyId } }, { enabled, staleTime: 30_000 });
  return { items: query.data?.items ?? [], loading: query.isPending && enabled, error: query.error?.message ?? null };
}
