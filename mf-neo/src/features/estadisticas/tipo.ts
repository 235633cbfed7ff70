import type { TipoChecklistOT } from '@insp/contracts/neo';
import { useParams, useSearchParams } from 'react-router-dom';

import { useNeo } from '../../shared/context.ts';

const tipos: readonly string[] = ['Obra Gruesa', 'Terminaciones'] satisfies TipoChecklistOT[];
const isTipo = (value: string | null): value is TipoChecklistOT => value !== null && tipos.includes(value);

/**
 * The report's type tab, kept in ?tipo= (default Obra Gruesa, §2). `chosen` says whether the URL
 * names it; a screen whose default is not Obra Gruesa (one checklist's report opens on that
 * checklist's type) passes `explicit`, so choosing Obra Gruesa is written down too.
 */
export function useTipoTab(explicit = false): [TipoChecklistOT, (tipo: TipoChecklistOT) => void, boolean] {
  const [search, setSearch] = useSearchParams();
  const value = search.get('tipo');
  const tipo: TipoChecklistOT = isTipo(value) ? value : 'Obra Gruesa';
  const set = (next: TipoChecklistOT) =>
    setSearch(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'Obra Gruesa' && !explicit) copy.delete('tipo');
        else copy.set('tipo', next);
        return copy;
      },
      { replace: true },
    );
  return [tipo, set, isTipo(value)];
}

/**
 * A project report by type tab: the company and project of the route, the tab, and the query input and
 * options of the report's endpoint (asked once both ids are known).
 */
export function useProjectTipoReport() {
  const { companyId, links } = useNeo();
  const { projectId } = useParams();
  const [tipo, setTipo] = useTipoTab();
  const input = { params: { companyId: companyId ?? '', projectId: projectId ?? '' }, query: { tipo } };
  return { companyId, projectId, links, tipo, setTipo, input, options: { enabled: Boolean(companyId && projectId) } };
}
