import { isPlatformAdmin, useRemoteProps, useRouteCompanyId } from '@insp/ui/components';

/**
 * Whose checklists: the director's own company under /administrador/checklist, the company of the
 * route under /administrador/empresas/:idEmpresa/Checklists (platform administrator).
 */
export function useChecklistScope(): { companyId: string | null; base: string; isAdmin: boolean } {
  const isAdmin = isPlatformAdmin(useRemoteProps().session);
  const companyId = useRouteCompanyId('idEmpresa');
  const base = isAdmin ? `/administrador/empresas/${companyId ?? ''}/Checklists` : '/administrador/checklist';
  return { companyId, base, isAdmin };
}

/** A client-side page of an array (places and subcontractors come whole with the checklist), as the CRUD card reads its rows. */
export function pageOf<T>(items: T[], page: number, pageSize: number, isFetching: boolean) {
  return { data: { items: items.slice(page * pageSize, page * pageSize + pageSize), total: items.length }, isFetching, error: null };
}
