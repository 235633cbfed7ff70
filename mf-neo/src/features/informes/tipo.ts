import type { TipoChecklistOT } from '@insp/contracts/neo';
import { useSearchParams } from 'react-router-dom';

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
