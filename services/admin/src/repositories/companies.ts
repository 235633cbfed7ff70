import type { CompanyUsage, ModuleFlags } from '@insp/contracts';
import { type Connection, Types } from 'mongoose';

import { type EmpresaDoc, legacyCompanyLists, models } from '../models/index.ts';

/**
 * Companies are the tenants themselves: every function names the company it touches, except the
 * platform administrator's list of all companies.
 */

/** Never the lists of the old shape (until migrated they could be megabytes): sign-in, `/me` and every tenant check read this. */
const companyFields = Object.fromEntries(legacyCompanyLists.map((field) => [field, 0]));

export async function findCompany(db: Connection, companyId: string | Types.ObjectId): Promise<EmpresaDoc | null> {
  if (!Types.ObjectId.isValid(companyId)) return null;
  return models(db)
    .Empresa.findOne({ _id: new Types.ObjectId(companyId) }, companyFields)
    .lean<EmpresaDoc>()
    .exec();
}

/** The company's module switches under the user flag names (CheckList → Checklist). */
export function companyModules(company: Pick<EmpresaDoc, 'Revisiones' | 'CheckList' | 'ChecklistsOT'> | null): ModuleFlags {
  return {
    Revisiones: company?.Revisiones.Activado ?? false,
    Checklist: company?.CheckList.Activado ?? false,
    ChecklistsOT: company?.ChecklistsOT.Activado ?? false,
  };
}

/** Users of the company (not deleted), in total and per module flag: four counts. */
export async function countCompanyUsers(db: Connection, companyId: Types.ObjectId): Promise<{ total: number } & Record<keyof ModuleFlags, number>> {
  const { Usuario } = models(db);
  const base = { EmpresaReference: companyId, Deleted: false };
  const [total, Revisiones, Checklist, ChecklistsOT] = await Promise.all([
    Usuario.countDocuments(base).exec(),
    Usuario.countDocuments({ ...base, Revisiones: true }).exec(),
    Usuario.countDocuments({ ...base, Checklist: true }).exec(),
    Usuario.countDocuments({ ...base, ChecklistsOT: true }).exec(),
  ]);
  return { total, Revisiones, Checklist, ChecklistsOT };
}

/** The usage header: users counted from the users collection, projects as reported by the modules. */
export function usageOf(company: EmpresaDoc, counts: { total: number } & Record<keyof ModuleFlags, number>): CompanyUsage {
  const { Revisiones: r, CheckList: c, ChecklistsOT: o } = company;
  const limit = (r.Activado ? r.LimiteUsuarios : 0) + (c.Activado ? c.LimiteUsuarios : 0) + (o.Activado ? o.LimiteUsuarios : 0);
  return {
    usuarios: { used: counts.total, limit },
    modulos: {
      Revisiones: {
        Activado: r.Activado,
        usuarios: { used: counts.Revisiones, limit: r.LimiteUsuarios },
        proyectos: { used: r.RevisionesUsados, limit: r.LimiteRevisiones },
      },
      Checklist: {
        Activado: c.Activado,
        usuarios: { used: counts.Checklist, limit: c.LimiteUsuarios },
        proyectos: { used: c.CheckListUsados, limit: c.LimiteCheckList },
      },
      ChecklistsOT: {
        Activado: o.Activado,
        usuarios: { used: counts.ChecklistsOT, limit: o.LimiteUsuarios },
        proyectos: { used: o.ProyectosUsados, limit: o.LimiteProyectos },
      },
    },
  };
}

/** Rewrites the stored UsuariosUsados counters from a fresh count (never a running $inc). */
export async function syncUserCounters(db: Connection, companyId: Types.ObjectId): Promise<void> {
  const counts = await countCompanyUsers(db, companyId);
  await models(db)
    .Empresa.updateOne(
      { _id: companyId },
      {
        $set: {
          'Revisiones.UsuariosUsados': counts.Revisiones,
          'CheckList.UsuariosUsados': counts.Checklist,
          'ChecklistsOT.UsuariosUsados': counts.ChecklistsOT,
        },
      },
    )
    .exec();
}

/** Another company holding this (formatted) Rut, if any. */
export async function rutHolder(db: Connection, rut: string, except?: Types.ObjectId): Promise<EmpresaDoc | null> {
  return models(db)
    .Empresa.findOne({ Rut: rut, ...(except ? { _id: { $ne: except } } : {}) })
    .lean<EmpresaDoc>()
    .exec();
}

/** Invalidates the access tokens of every user of the company (a module was switched off). */
export async function bumpCompanySessions(db: Connection, companyId: Types.ObjectId): Promise<void> {
  await models(db)
    .Usuario.updateMany({ EmpresaReference: companyId }, { $inc: { sessionVersion: 1 } })
    .exec();
}
