import type { UserListQuery, UserType } from '@insp/contracts';
import { paginateBy } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type CatalogItemDoc, models, type UsuarioDoc } from '../../models/index.ts';
import { findByName, scopeOf } from '../../repositories/catalogs.ts';
import { countCompanyUsers, syncUserCounters } from '../../repositories/companies.ts';
import { directorOf, emailHolder, otherDirector } from '../../repositories/company-users.ts';
import { revokeUserSessions } from '../../repositories/sessions.ts';
import { userSeats } from '../../repositories/user-seats.ts';
import { nameKeyMatch } from '../../shared/name-search.ts';

/** What the users table asks for. */
export interface UserPageOptions {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: UserListQuery['sort'];
  order: UserListQuery['order'];
}

/** The stored field behind each sortable column (names and emails sort on their keys). */
const sortField = { Nombre: 'NombreKey', Email: 'EmailKey', Cargo: 'Cargo' } as const satisfies Record<UserListQuery['sort'], keyof UsuarioDoc>;

/** What a create stores besides the tenant and the defaults. */
export interface NewCompanyUser {
  Nombre: string;
  Apellido: string;
  NombreKey: string;
  Cargo: string;
  Telefono: string;
  Email: string;
  tipoUsuario: UserType;
  Revisiones: boolean;
  Checklist: boolean;
  ChecklistsOT: boolean;
}

export type ProfileChange = Omit<NewCompanyUser, 'Email'>;

/**
 * The users of a company. Every function takes the tenant (the company id) first and puts it in
 * its filter; the exceptions are the login-email checks, because a login email is unique across the
 * whole platform.
 */
export function usersRepository(db: Connection) {
  const { Usuario, Account, ResetToken } = models(db);

  const seats = userSeats(db);

  return {
    /** Module seats (LimiteUsuarios under concurrency): claim before storing a flag, release after dropping it. */
    claimSeat: seats.claim,
    releaseSeat: seats.release,

    /**
     * A page of the company's (not deleted) users: filtered on NombreKey ("Nombre Apellido" keyed),
     * sorted by a column then _id (index EmpresaReference, NombreKey, _id for the default); two round trips.
     */
    async page(companyId: Types.ObjectId, options: UserPageOptions): Promise<{ items: UsuarioDoc[]; total: number }> {
      const match = nameKeyMatch(options.search);
      const filter = { EmpresaReference: companyId, Deleted: false, ...(match ? { NombreKey: match } : {}) };
      const direction = options.order === 'desc' ? -1 : 1;
      return paginateBy('EmpresaReference', Usuario, filter, { [sortField[options.sort]]: direction, _id: direction }, options);
    },
    /** Not deleted users, in total and per module flag (the quotas and the usage header). */
    counts: (companyId: Types.ObjectId) => countCompanyUsers(db, companyId),
    director: (companyId: Types.ObjectId) => directorOf(db, companyId),
    otherDirector: (companyId: Types.ObjectId, except?: Types.ObjectId) => otherDirector(db, companyId, except),
    /** Rewrites the company's stored UsuariosUsados from a fresh count. */
    syncCounters: (companyId: Types.ObjectId) => syncUserCounters(db, companyId),

    /** A Cargo of the company's catalogue by name (case and accents ignored). */
    cargo: (companyId: Types.ObjectId, nombre: string): Promise<CatalogItemDoc | null> =>
      findByName(db, { scope: scopeOf(companyId), kind: 'cargos', parent: '' }, nombre),

    /**
     * The user a route addresses: a user of the company, or a platform administrator (who belongs
     * to none) so that the service can answer 403 rather than 404 for one.
     */
    async target(companyId: Types.ObjectId, userId: string): Promise<UsuarioDoc | null> {
      if (!Types.ObjectId.isValid(userId)) return null;
      return Usuario.findOne({ _id: new Types.ObjectId(userId), $or: [{ EmpresaReference: companyId }, { tipoUsuario: 'Administrador' }] })
        .lean<UsuarioDoc>()
        .exec();
    },

    /** A user (deleted or not, of any company) other than `except` holding the login email. */
    emailHeld: (email: string, except?: Types.ObjectId): Promise<boolean> => emailHolder(db, email, except),
    /** A sign-in account of another user holding the login email. */
    async accountEmailHeld(email: string, except: Types.ObjectId): Promise<boolean> {
      return (await Account.exists({ email, userId: { $ne: except } }).exec()) !== null;
    },

    /** Throws the driver's duplicate-key error when the email is taken after all. */
    async insert(companyId: Types.ObjectId, userId: Types.ObjectId, user: NewCompanyUser): Promise<UsuarioDoc> {
      const created = await Usuario.create({ _id: userId, ...user, EmailKey: user.Email, Activado: true, Deleted: false, EmpresaReference: companyId });
      return created.toObject();
    },

    /** New profile; `revokeTokens` when the type or a module changed (every access token must be re-issued). */
    async updateProfile(companyId: Types.ObjectId, userId: Types.ObjectId, change: ProfileChange, revokeTokens: boolean): Promise<UsuarioDoc | null> {
      return Usuario.findOneAndUpdate(
        { _id: userId, EmpresaReference: companyId },
        { $set: change, ...(revokeTokens ? { $inc: { sessionVersion: 1 } } : {}) },
        { returnDocument: 'after' },
      )
        .lean<UsuarioDoc>()
        .exec();
    },

    /** The login email of the profile and of the account; tokens issued for the old one stop working. */
    async setEmail(companyId: Types.ObjectId, userId: Types.ObjectId, email: string): Promise<UsuarioDoc | null> {
      const updated = await Usuario.findOneAndUpdate(
        { _id: userId, EmpresaReference: companyId },
        { $set: { Email: email, EmailKey: email }, $inc: { sessionVersion: 1 } },
        { returnDocument: 'after' },
      )
        .lean<UsuarioDoc>()
        .exec();
      if (updated) await Account.updateOne({ userId }, { $set: { email } }).exec();
      return updated;
    },

    /** Blocking also ends the user's sessions and invalidates their access tokens. */
    async setActivado(companyId: Types.ObjectId, userId: Types.ObjectId, activado: boolean): Promise<UsuarioDoc | null> {
      const updated = await Usuario.findOneAndUpdate(
        { _id: userId, EmpresaReference: companyId },
        { $set: { Activado: activado }, ...(activado ? {} : { $inc: { sessionVersion: 1 } }) },
        { returnDocument: 'after' },
      )
        .lean<UsuarioDoc>()
        .exec();
      if (updated && !activado) await revokeUserSessions(db, userId, 'blocked');
      return updated;
    },

    /**
     * The soft delete (spec 000 §4): the email is freed, the sign-in data and sessions go, and `pending` names
     * the module services that still have to drop the user from their Responsables.
     */
    async markDeleted(companyId: Types.ObjectId, userId: Types.ObjectId, pending: string[]): Promise<void> {
      await Usuario.updateOne(
        { _id: userId, EmpresaReference: companyId },
        {
          $set: { Activado: false, Deleted: true, Email: null, EmailKey: `deleted:${userId.toHexString()}`, PendientesResponsables: pending },
          $inc: { sessionVersion: 1 },
        },
      ).exec();
      await Promise.all([Account.deleteOne({ userId }).exec(), ResetToken.deleteMany({ userId }).exec(), revokeUserSessions(db, userId, 'deleted')]);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
