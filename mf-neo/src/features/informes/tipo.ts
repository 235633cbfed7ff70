import { useSearchParams } from 'react-router-dom';
import type { TipoChecklistOT } from '@insp/contracts/neo';

/** The report's type tab, kept in ?tipo= (default Obra Gruesa, §2). */
export function useTipoTab(): [TipoChecklistOT, (tipo: TipoChecklistOT) => void] {
  const [search, setSearch] = useSearchParams();
  const tipo: TipoChecklistOT = search.get('tipo') === 'Terminaciones' ? 'Terminaciones' : 'Obra Gruesa';
  const set = (next: TipoChecklistOT) =>
    setSearch(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'Obra Gruesa') copy.delete('tipo');
        else copy.set('tipo', next);
        return copy;
      },
      { replace: true },
    );
  return [tipo, set];
}
