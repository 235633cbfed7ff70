import { type NeoCatalogos, neoProyectosEndpoints, type UsuarioOT } from '@insp/contracts/neo';
import { useEndpointQuery } from '@insp/ui/data';

/** Users of the company with the ChecklistsOT flag: responsibles and reviewers (§3, §6). */
export function useUsuariosOT(companyId: string, enabled = true): { items: UsuarioOT[]; loading: boolean } {
  const query = useEndpointQuery('neo', neoProyectosEndpoints.usuarios, { params: { companyId } }, { enabled, staleTime: 30_000 });
  return { items: query.data?.items ?? [], loading: query.isPending && enabled };
}

/** The company's OT parameters and lists of checks. */
export function useCatalogosOT(companyId: string, enabled = true): { data: NeoCatalogos | undefined; loading: boolean; error: string | null } {
  const query = useEndpointQuery('neo', neoProyectosEndpoints.catalogos, { params: { companyId } }, { enabled, staleTime: 30_000 });
  return { data: query.data, loading: query.isPending && enabled, error: query.error?.message ?? null };
}

export const usuarioLabel = (u: { NombreCompleto: string; Cargo?: string }) => (u.Cargo ? `${u.NombreCompleto} (${u.Cargo})` : u.NombreCompleto);
