import type { Connection, Types } from 'mongoose';
import type { ParametroName } from '@insp/contracts';
import type { EmpresaDoc } from '../../models/index.ts';
import { rewriteCompanyList } from '../../repositories/embedded.ts';

/** Where each parameter is stored in the company (Empresas.UnidadesOT, …). */
export const fieldOf = {
  unidades: 'UnidadesOT',
  pasillos: 'PasillosOT',
  sectores: 'SectoresOT',
  recintos: 'RecintosOT',
  elementos: 'ElementosOT',
  otros: 'OtrosOT',
} as const satisfies Record<ParametroName, keyof EmpresaDoc>;

/** The company's work-order parameters (plain name lists embedded in the company). Every function takes the tenant first. */
export function parametrosRepository(db: Connection) {
  return {
    /** Rewrites one list under the company's revision; null when the company vanished or the retries ran out. */
    async rewrite(companyId: Types.ObjectId, parametro: ParametroName, mutate: (values: string[]) => string[]): Promise<string[] | null> {
      const field = fieldOf[parametro];
      const updated = await rewriteCompanyList(db, companyId, field, mutate);
      return updated ? updated[field] : null;
    },
  };
}
