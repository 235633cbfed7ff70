import type { Connection, Types } from 'mongoose';
import type { EmpresaDoc, ListaDeChequeoDoc } from '../../models/index.ts';
import { rewriteCompanyList } from '../../repositories/embedded.ts';

/**
 * The company's lists of checks (embedded in Empresas.ListasDeChequeo until the seed-000 issue moves
 * them to their own collection). Every function takes the tenant first.
 */
export function listasRepository(db: Connection) {
  return {
    /** Rewrites the lists under the company's revision; null when the company vanished or the retries ran out. */
    rewrite: (companyId: Types.ObjectId, mutate: (items: ListaDeChequeoDoc[]) => ListaDeChequeoDoc[]): Promise<EmpresaDoc | null> =>
      rewriteCompanyList(db, companyId, 'ListasDeChequeo', mutate),
  };
}
