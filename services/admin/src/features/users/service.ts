import { randomBytes } from 'node:crypto';

import {
  type CompanyUserPage,
  type CompanyUserResponse,
  type MessageResponse,
  type ModuleFlag,
  moduleFlags,
  type UserCreateBody,
  type UserDeletedResponse,
  type UserListQuery,
  type UserType,
  type UserUpdateBody,
} from '@insp/contracts';
import { formatTelefono, hasTelefono, nameKey } from '@insp/domain';
import { common, users as texts } from '@insp/messages';
import { HttpError, isDuplicateKey } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { type Connection, Types } from 'mongoose';

import { hashPassword } from '../../auth/passwords.ts';
import { type AuthDeps, requestPasswordReset, sendWelcome } from '../../auth/service.ts';
import type { EmpresaDoc, UsuarioDoc } from '../../models/index.ts';
import { removeUserFromModules } from '../../modules/cascades.ts';
import { allModuleServices, type ModuleClient } from '../../modules/client.ts';
import { setPassword } from '../../repositories/accounts.ts';
import { usageOf } from '../../repositories/companies.ts';
import { userNameKey } from '../../repositories/users.ts';
import { toCompanyUser } from './mappers.ts';
import { usersRepository } from './repository.ts';

export interface UsersServiceDeps {
  db: Connection;
  auth: AuthDeps;
  modules: ModuleClient;
}

/** A user addressed by a route, inside the company it was resolved in. */
export interface UserTarget {
  company: EmpresaDoc;
  user: UsuarioDoc;
}

const blockOf = { Revisiones: 'Revisiones', Checklist: 'CheckList', ChecklistsOT: 'ChecklistsOT' } as const satisfies Record<ModuleFlag, keyof EmpresaDoc>;

function telefono(value: string): string {
  if (!hasTelefono(value)) throw new HttpError(400, texts.telefonoRequired);
  return formatTelefono(value);
}

/**
 * Users of a company (spec 000 §2 'Usuarios', §5): Administrador on any company, AdministradorEmpresa
 * on the own one. Users of type Administrador can only be changed by an Administrador.
 */
export function usersService(deps: UsersServiceDeps) {
  const repo = usersRepository(deps.db);

  /** The stored name of an active Cargo of the company (the current one may stay even if now inactive). */
  const checkedCargo = async (company: EmpresaDoc, cargo: string, current?: string): Promise<string> => {
    if (current !== undefined && nameKey(current) === nameKey(cargo)) return current;
    const item = await repo.cargo(company._id, cargo);
    if (!item || !item.Activado) throw new HttpError(400, texts.cargoInactive);
    return item.Nombre;
  };

  /**
   * Each module flag turned on takes a seat of that module's LimiteUsuarios (the seats' unique index
   * holds the limit under concurrency); all or nothing: on a refusal the seats taken are given back.
   * Returns the seats taken, to give back if the write fails.
   */
  const takeSeats = async (
    company: EmpresaDoc,
    userId: Types.ObjectId,
    wanted: Record<ModuleFlag, boolean>,
    before?: Record<ModuleFlag, boolean>,
  ): Promise<ModuleFlag[]> => {
    const taken: ModuleFlag[] = [];
    for (const flag of moduleFlags) {
      if (!wanted[flag] || before?.[flag]) continue;
      const limit = company[blockOf[flag]].LimiteUsuarios;
      if (!(await repo.claimSeat(company._id, flag, userId, limit))) {
        await giveBack(company, userId, taken);
        throw new HttpError(409, texts.quotaReached(texts.moduleNames[flag], limit));
      }
      taken.push(flag);
    }
    return taken;
  };
  const giveBack = async (company: EmpresaDoc, userId: Types.ObjectId, flags: readonly ModuleFlag[]): Promise<void> => {
    for (const flag of flags) await repo.releaseSeat(company._id, flag, userId);
  };

  const mutated = (updated: UsuarioDoc | null): UsuarioDoc => {
    if (!updated) throw new HttpError(404, common.notFound);
    return updated;
  };

  const setActivado = async ({ company, user }: UserTarget, activado: boolean): Promise<CompanyUserResponse> => {
    const updated = mutated(await repo.setActivado(company._id, user._id, activado));
    return { message: activado ? texts.enabled : texts.blocked, user: toCompanyUser(updated) };
  };

  return {
    /** The user of `:userId`: 404 when deleted or outside the company, 403 for an Administrador touched by anyone else. */
    async target(company: EmpresaDoc, userId: string, caller: UserType | undefined): Promise<UsuarioDoc> {
      const user = await repo.target(company._id, userId);
      if (!user || user.Deleted) throw new HttpError(404, common.notFound);
      if (user.tipoUsuario === 'Administrador' && caller !== 'Administrador') throw new HttpError(403, common.forbidden);
      if (!user.EmpresaReference || !user.EmpresaReference.equals(company._id)) throw new HttpError(404, common.notFound);
      return user;
    },

    async list(company: EmpresaDoc, query: UserListQuery): Promise<CompanyUserPage> {
      const { page, pageSize, search, sort, order } = query;
      // A fixed number of round trips: page, count, four usage counts, the director.
      const [{ items, total }, counts, director] = await Promise.all([
        repo.page(company._id, { page, pageSize, search, sort, order }),
        repo.counts(company._id),
        repo.director(company._id),
      ]);
      return { items: items.map(toCompanyUser), total, page, pageSize, usage: usageOf(company, counts), directorId: director?.toHexString() ?? null };
    },

    async create(company: EmpresaDoc, body: UserCreateBody, log: FastifyBaseLogger): Promise<CompanyUserResponse> {
      const Telefono = telefono(body.Telefono);
      const Cargo = await checkedCargo(company, body.Cargo);
      if (await repo.emailHeld(body.Email)) throw new HttpError(409, texts.exists);
      if (body.tipoUsuario === 'AdministradorEmpresa' && (await repo.otherDirector(company._id))) throw new HttpError(409, texts.directorExists);
      const userId = new Types.ObjectId();
      const seats = await takeSeats(company, userId, body);

      let created: UsuarioDoc;
      try {
        created = await repo.insert(company._id, userId, {
          Nombre: body.Nombre,
          Apellido: body.Apellido,
          NombreKey: userNameKey(body),
          Cargo,
          Telefono,
          Email: body.Email,
          tipoUsuario: body.tipoUsuario,
          Revisiones: body.Revisiones,
          Checklist: body.Checklist,
          ChecklistsOT: body.ChecklistsOT,
        });
      } catch (error) {
        await giveBack(company, userId, seats);
        if (isDuplicateKey(error)) throw new HttpError(409, texts.exists);
        throw error;
      }
      // A random password nobody knows; the user sets their own through the welcome mail.
      await setPassword(deps.db, created._id, body.Email, await hashPassword(randomBytes(32).toString('base64url')), new Date());
      await repo.syncCounters(company._id);
      try {
        await sendWelcome(deps.auth, created._id);
      } catch (error) {
        log.error({ err: error }, 'welcome mail failed');
      }
      return { message: texts.created, user: toCompanyUser(created) };
    },

    async update({ company, user }: UserTarget, body: UserUpdateBody): Promise<CompanyUserResponse> {
      const Telefono = telefono(body.Telefono);
      const Cargo = await checkedCargo(company, body.Cargo, user.Cargo);
      if (body.tipoUsuario === 'AdministradorEmpresa' && (await repo.otherDirector(company._id, user._id))) throw new HttpError(409, texts.directorExists);
      const seats = await takeSeats(company, user._id, body, user);
      // New flags or type: every access token of the user must be re-issued.
      const changedAccess = body.tipoUsuario !== user.tipoUsuario || moduleFlags.some((flag) => body[flag] !== user[flag]);
      const change = {
        Nombre: body.Nombre,
        Apellido: body.Apellido,
        NombreKey: userNameKey(body),
        Telefono,
        Cargo,
        tipoUsuario: body.tipoUsuario,
        Revisiones: body.Revisiones,
        Checklist: body.Checklist,
        ChecklistsOT: body.ChecklistsOT,
      };
      const saved = await repo.updateProfile(company._id, user._id, change, changedAccess).catch(async (error: unknown) => {
        await giveBack(company, user._id, seats);
        throw error;
      });
      if (!saved) await giveBack(company, user._id, seats);
      const updated = mutated(saved);
      // Seats of the flags turned off go once the user no longer has them.
      await giveBack(
        company,
        user._id,
        moduleFlags.filter((flag) => user[flag] && !body[flag]),
      );
      await repo.syncCounters(company._id);
      return { message: texts.updated, user: toCompanyUser(updated) };
    },

    async changeEmail({ company, user }: UserTarget, email: string): Promise<CompanyUserResponse> {
      // FerretDB answers unique violations on updates with code 1: check for a holder first.
      if (await repo.emailHeld(email, user._id)) throw new HttpError(409, texts.exists);
      if (await repo.accountEmailHeld(email, user._id)) throw new HttpError(409, texts.exists);
      const updated = mutated(await repo.setEmail(company._id, user._id, email));
      return { message: texts.emailChanged, user: toCompanyUser(updated) };
    },

    async resetPassword({ user }: UserTarget, log: FastifyBaseLogger): Promise<MessageResponse> {
      if (!user.Email) throw new HttpError(404, common.notFound);
      try {
        await requestPasswordReset(deps.auth, user.Email);
      } catch (error) {
        log.error({ err: error }, 'reset mail failed');
        throw new HttpError(500, texts.resetFailed);
      }
      return { message: texts.resetSent };
    },

    /** Nobody blocks their own account: only the platform administrator could undo it. */
    block: (target: UserTarget, callerId: string | undefined) => {
      if (callerId !== undefined && target.user._id.toHexString() === callerId) throw new HttpError(403, texts.selfBlock);
      return setActivado(target, false);
    },
    unblock: (target: UserTarget) => setActivado(target, true),

    /** The soft delete, then the module services drop the user from their Responsables (retried until all confirm). */
    async remove({ company, user }: UserTarget, callerId: string | undefined): Promise<UserDeletedResponse> {
      if (callerId !== undefined && user._id.toHexString() === callerId) throw new HttpError(403, texts.selfDelete);
      const pending = allModuleServices();
      await repo.markDeleted(company._id, user._id, pending);
      await giveBack(company, user._id, moduleFlags);
      await repo.syncCounters(company._id);
      const remaining = await removeUserFromModules(deps.db, deps.modules, { _id: user._id, EmpresaReference: company._id, PendientesResponsables: pending });
      return { message: texts.deleted, pendiente: remaining };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
