import type { Connection, Types } from 'mongoose';
import { models, type EmpresaDoc } from '../models/index.ts';

export type EmbeddedField = 'ListasDeChequeo' | 'UnidadesOT' | 'PasillosOT' | 'SectoresOT' | 'RecintosOT' | 'ElementosOT' | 'OtrosOT';

/**
 * Rewrites one embedded list of a company whole ($set), conditional on the revision read: a
 * concurrent rewrite makes the condition fail and the change is recomputed on fresh data.
 * Returns null when the company does not exist (or is being purged) or the retries ran out.
 */
export async function rewriteCompanyList<F extends EmbeddedField>(
  db: Connection,
  companyId: Types.ObjectId,
  field: F,
  mutate: (current: EmpresaDoc[F], company: EmpresaDoc) => EmpresaDoc[F],
): Promise<EmpresaDoc | null> {
  const { Empresa } = models(db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const company = await Empresa.findOne({ _id: companyId, Purga: null }).lean<EmpresaDoc>().exec();
    if (!company) return null;
    const next = mutate(structuredClone(company[field] ?? []) as EmpresaDoc[F], company);
    // Companies stored before Rev existed have none: the first rewrite starts it.
    const revision = company.Rev === undefined ? { Rev: { $exists: false } } : { Rev: company.Rev };
    const updated = await Empresa.findOneAndUpdate({ _id: companyId, ...revision }, { $set: { [field]: next, Rev: (company.Rev ?? 0) + 1 } }, { returnDocument: 'after' })
      .lean<EmpresaDoc>()
      .exec();
    if (updated) return updated;
  }
  return null;
}
