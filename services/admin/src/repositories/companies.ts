import { type CompanyUsage, type ModuleFlag, type ModuleFlags, moduleFlags } from '@insp/contracts';
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

type ModuleBlocks = Pick<EmpresaDoc, 'Revisiones' | 'CheckList' | 'ChecklistsOT'>;

/** Per user flag: the company's block on Empresas and the names of its project limit and count (spec 000 §3). */
export const moduleBlockFields = {
  Revisiones: { block: 'Revisiones', limit: 'LimiteRevisiones', used: 'RevisionesUsados' },
  Checklist: { block: 'CheckList', limit: 'LimiteCheckList', used: 'CheckListUsados' },
  ChecklistsOT: { block: 'ChecklistsOT', limit: 'LimiteProyectos', used: 'ProyectosUsados' },
} as const satisfies Record<ModuleFlag, { block: keyof ModuleBlocks; limit: string; used: string }>;

/** A module's block read under one set of names: the switch, the users' limit and the project quota (its limit, what the module last reported). */
export interface ModuleBlock {
  Activado: boolean;
  LimiteUsuarios: number;
  limit: number;
  used: number;
}

export function moduleBlock(company: ModuleBlocks, module: ModuleFlag): ModuleBlock {
  const { Revisiones: r, CheckList: c, ChecklistsOT: o } = company;
  if (module === 'Revisiones') return { Activado: r.Activado, LimiteUsuarios: r.LimiteUsuarios, limit: r.LimiteRevisiones, used: r.RevisionesUsados };
  if (module === 'Checklist') return { Activado: c.Activado, LimiteUsuarios: c.LimiteUsuarios, limit: c.LimiteCheckList, used: c.CheckListUsados };
  return { Activado: o.Activado, LimiteUsuarios: o.LimiteUsuarios, limit: o.LimiteProyectos, used: o.ProyectosUsados };
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
export function usageOf(company: EmpresaDoc, counts: { total: number } & Record<ModuleFlag, number>): CompanyUsage {
  const blocks = moduleFlags.map((module) => moduleBlock(company, module));
  const limit = blocks.reduce((sum, block) => sum + (block.Activado ? block.LimiteUsuarios : 0), 0);
  const view = (module: ModuleFlag) => {
    const block = moduleBlock(company, module);
    return { Activado: block.Activado, usuarios: { used: counts[module], limit: block.LimiteUsuarios }, proyectos: { used: block.used, limit: block.limit } };
  };
  return {
    usuarios: { used: counts.total, limit },
    modulos: { Revisiones: view('Revisiones'), Checklist: view('Checklist'), ChecklistsOT: view('ChecklistsOT') },
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
