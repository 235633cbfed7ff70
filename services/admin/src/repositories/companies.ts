import { Types, type Connection } from 'mongoose';
import type { ModuleFlags } from '@insp/contracts';
import { models, type EmpresaDoc } from '../models/index.ts';

/**
 * Companies are the tenants themselves: every function names the company it touches, except the
 * platform administrator's list of all companies.
 */

export interface CompanyListOptions {
  deleted: boolean;
  page: number;
  pageSize: number;
}

/** The companies table: active (or deleted) companies sorted by Nombre_lower then _id; two round trips. */
export async function listCompanies(db: Connection, options: CompanyListOptions): Promise<{ items: EmpresaDoc[]; total: number }> {
  const { Empresa } = models(db);
  const filter = { Activado: !options.deleted };
  const [items, total] = await Promise.all([
    Empresa.find(filter)
      .sort({ Nombre_lower: 1, _id: 1 })
      .skip(options.page * options.pageSize)
      .limit(options.pageSize)
      .lean<EmpresaDoc[]>()
      .exec(),
    Empresa.countDocuments(filter).exec(),
  ]);
  return { items, total };
}

export async function findCompany(db: Connection, companyId: string | Types.ObjectId): Promise<EmpresaDoc | null> {
  if (!Types.ObjectId.isValid(companyId)) return null;
  return models(db).Empresa.findOne({ _id: new Types.ObjectId(companyId) }).lean<EmpresaDoc>().exec();
}

/** The company's module switches under the user flag names (CheckList → Checklist). */
export function companyModules(company: Pick<EmpresaDoc, 'Revisiones' | 'CheckList' | 'ChecklistsOT'> | null): ModuleFlags {
  return {
    Revisiones: company?.Revisiones.Activado ?? false,
    Checklist: company?.CheckList.Activado ?? false,
    ChecklistsOT: company?.ChecklistsOT.Activado ?? false,
  };
}
