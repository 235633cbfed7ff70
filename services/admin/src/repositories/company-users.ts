import type { ModuleFlags } from '@insp/contracts';
import { paginateBy } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection } from 'mongoose';

import { models, type UsuarioDoc } from '../models/index.ts';

/** Users of one company (tenant = company id in every filter). */

export async function listCompanyUsers(
  db: Connection,
  companyId: Types.ObjectId,
  options: { page: number; pageSize: number; module?: keyof ModuleFlags | undefined },
): Promise<{ items: UsuarioDoc[]; total: number }> {
  const { Usuario } = models(db);
  const filter = { EmpresaReference: companyId, Deleted: false, ...(options.module ? { [options.module]: true } : {}) };
  // By the accent- and case-free name key (index EmpresaReference, NombreKey, _id).
  return paginateBy('EmpresaReference', Usuario, filter, { NombreKey: 1, _id: 1 }, options);
}

/** The (not deleted) director of the company, if any. */
export async function directorOf(db: Connection, companyId: Types.ObjectId): Promise<Types.ObjectId | null> {
  const found = await models(db)
    .Usuario.findOne({ EmpresaReference: companyId, Deleted: false, tipoUsuario: 'AdministradorEmpresa' }, { _id: 1 })
    .lean<{ _id: Types.ObjectId }>()
    .exec();
  return found?._id ?? null;
}

/** Another (not deleted) director of the company, if any. */
export async function otherDirector(db: Connection, companyId: Types.ObjectId, except?: Types.ObjectId): Promise<boolean> {
  const found = await models(db)
    .Usuario.exists({ EmpresaReference: companyId, Deleted: false, tipoUsuario: 'AdministradorEmpresa', ...(except ? { _id: { $ne: except } } : {}) })
    .exec();
  return found !== null;
}

/** A user (deleted or not) holding this login email, other than `except`. */
export async function emailHolder(db: Connection, email: string, except?: Types.ObjectId): Promise<boolean> {
  const found = await models(db)
    .Usuario.exists({ EmailKey: email, ...(except ? { _id: { $ne: except } } : {}) })
    .exec();
  return found !== null;
}
