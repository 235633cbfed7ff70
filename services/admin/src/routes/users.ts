import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import {
  CompanyParams,
  CompanyUserPage,
  CompanyUserParams,
  CompanyUserResponse,
  ErrorResponse,
  MessageResponse,
  moduleFlags,
  UserCreateBody,
  UserDeletedResponse,
  UserEmailBody,
  UserListQuery,
  UserUpdateBody,
  type CompanyUser,
  type ModuleFlag,
} from '@insp/contracts';
import { formatTelefono, hasTelefono, nameKey } from '@insp/domain';
import { common, users as texts } from '@insp/messages';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import { hashPassword } from '../auth/passwords.ts';
import { requestPasswordReset, type AuthDeps } from '../auth/service.ts';
import { allModuleServices, type ModuleClient } from '../modules/client.ts';
import { removeUserFromModules } from '../modules/cascades.ts';
import { models, type EmpresaDoc, type UsuarioDoc } from '../models/index.ts';
import { setPassword } from '../repositories/accounts.ts';
import { findByName } from '../repositories/catalogs.ts';
import { countCompanyUsers, syncUserCounters, usageOf } from '../repositories/companies.ts';
import { directorOf, emailHolder, listCompanyUsers, otherDirector } from '../repositories/company-users.ts';
import { isDuplicateKey } from '../repositories/errors.ts';
import { revokeUserSessions } from '../repositories/sessions.ts';
import { findUserById, userNameKey } from '../repositories/users.ts';
import { companyOr404 } from './companies.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 500: ErrorResponse };
const managers = { access: { userTypes: ['Administrador', 'AdministradorEmpresa'], module: null } } as const;

export function toCompanyUser(user: UsuarioDoc): CompanyUser {
  return {
    id: user._id.toHexString(),
    Nombre: user.Nombre,
    Apellido: user.Apellido,
    Cargo: user.Cargo,
    Telefono: user.Telefono,
    Email: user.Email,
    tipoUsuario: user.tipoUsuario,
    Activado: user.Activado,
    Deleted: user.Deleted,
    Revisiones: user.Revisiones,
    Checklist: user.Checklist,
    ChecklistsOT: user.ChecklistsOT,
  };
}

const blockOf = { Revisiones: 'Revisiones', Checklist: 'CheckList', ChecklistsOT: 'ChecklistsOT' } as const satisfies Record<ModuleFlag, keyof EmpresaDoc>;

export interface UserRoutesDeps {
  auth: AuthDeps;
  modules: ModuleClient;
}

/**
 * Users of a company: Administrador on any company, AdministradorEmpresa on the own one. Users of
 * type Administrador can only be changed by an Administrador (403 for everyone else).
 */
export function userRoutes(app: ZodApp, deps: UserRoutesDeps): void {
  const db = app.db;

  const companyOf = async (request: FastifyRequest & { params: { companyId: string } }): Promise<EmpresaDoc> =>
    companyOr404(app, tenantCompanyId(request, request.params.companyId));

  /** The user addressed by the route: 403 for an Administrador touched by anyone else, 404 outside the company. */
  const targetOf = async (request: FastifyRequest & { params: { companyId: string; userId: string } }): Promise<{ company: EmpresaDoc; user: UsuarioDoc }> => {
    const company = await companyOf(request);
    const user = await findUserById(db, request.params.userId);
    if (!user || user.Deleted) throw new HttpError(404, common.notFound);
    if (user.tipoUsuario === 'Administrador' && request.principal?.userType !== 'Administrador') throw new HttpError(403, common.forbidden);
    if (!user.EmpresaReference || !user.EmpresaReference.equals(company._id)) throw new HttpError(404, common.notFound);
    return { company, user };
  };

  /** The stored name of an active Cargo of the company (the current one may stay even if now inactive). */
  const checkedCargo = async (company: EmpresaDoc, cargo: string, current?: string): Promise<string> => {
    if (current !== undefined && nameKey(current) === nameKey(cargo)) return current;
    const item = await findByName(db, { scope: company._id.toHexString(), kind: 'cargos', parent: '' }, cargo);
    if (!item || !item.Activado) throw new HttpError(400, texts.cargoInactive);
    return item.Nombre;
  };

  /** Each module flag turned on must fit that module's LimiteUsuarios (users counted, not a counter). */
  const checkQuotas = async (company: EmpresaDoc, wanted: Record<ModuleFlag, boolean>, before?: Record<ModuleFlag, boolean>): Promise<void> => {
    const counts = await countCompanyUsers(db, company._id);
    for (const flag of moduleFlags) {
      if (!wanted[flag] || before?.[flag]) continue;
      const limit = company[blockOf[flag]].LimiteUsuarios;
      if (counts[flag] + 1 > limit) throw new HttpError(409, texts.quotaReached(texts.moduleNames[flag], limit));
    }
  };

  const telefono = (value: string): string => {
    if (!hasTelefono(value)) throw new HttpError(400, texts.telefonoRequired);
    return formatTelefono(value);
  };

  app.get(
    '/companies/:companyId/users',
    { config: managers, schema: { tags: ['users'], params: CompanyParams, querystring: UserListQuery, response: { 200: CompanyUserPage, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const { page, pageSize } = request.query;
      // A fixed number of round trips: page, count, four usage counts, the director.
      const [{ items, total }, counts, director] = await Promise.all([
        listCompanyUsers(db, company._id, { page, pageSize }),
        countCompanyUsers(db, company._id),
        directorOf(db, company._id),
      ]);
      return { items: items.map(toCompanyUser), total, page, pageSize, usage: usageOf(company, counts), directorId: director?.toHexString() ?? null };
    },
  );

  app.post(
    '/companies/:companyId/users',
    { config: managers, schema: { tags: ['users'], params: CompanyParams, body: UserCreateBody, response: { 201: CompanyUserResponse, ...errors } } },
    async (request, reply) => {
      const company = await companyOf(request);
      const body = request.body;
      const Telefono = telefono(body.Telefono);
      const Cargo = await checkedCargo(company, body.Cargo);
      if (await emailHolder(db, body.Email)) throw new HttpError(409, texts.exists);
      if (body.tipoUsuario === 'AdministradorEmpresa' && (await otherDirector(db, company._id))) throw new HttpError(409, texts.directorExists);
      await checkQuotas(company, body);

      let created: UsuarioDoc;
      try {
        const doc = await models(db).Usuario.create({
          Nombre: body.Nombre,
          Apellido: body.Apellido,
          NombreKey: userNameKey(body),
          Cargo,
          Telefono,
          Email: body.Email,
          EmailKey: body.Email,
          tipoUsuario: body.tipoUsuario,
          Activado: true,
          Deleted: false,
          EmpresaReference: company._id,
          Revisiones: body.Revisiones,
          Checklist: body.Checklist,
          ChecklistsOT: body.ChecklistsOT,
        });
        created = doc.toObject();
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, texts.exists);
        throw error;
      }
      // A random password nobody knows; the user sets their own through the reset mail.
      await setPassword(db, created._id, body.Email, await hashPassword(randomBytes(32).toString('base64url')), new Date());
      await syncUserCounters(db, company._id);
      try {
        await requestPasswordReset(deps.auth, body.Email);
      } catch (error) {
        request.log.error({ err: error }, 'welcome reset mail failed');
      }
      return reply.code(201).send({ message: texts.created, user: toCompanyUser(created) });
    },
  );

  app.put(
    '/companies/:companyId/users/:userId',
    { config: managers, schema: { tags: ['users'], params: CompanyUserParams, body: UserUpdateBody, response: { 200: CompanyUserResponse, ...errors } } },
    async (request) => {
      const { company, user } = await targetOf(request);
      const body = request.body;
      const Telefono = telefono(body.Telefono);
      const Cargo = await checkedCargo(company, body.Cargo, user.Cargo);
      if (body.tipoUsuario === 'AdministradorEmpresa' && (await otherDirector(db, company._id, user._id))) throw new HttpError(409, texts.directorExists);
      await checkQuotas(company, body, user);
      const changedAccess = body.tipoUsuario !== user.tipoUsuario || moduleFlags.some((flag) => body[flag] !== user[flag]);
      const updated = await models(db)
        .Usuario.findOneAndUpdate(
          { _id: user._id, EmpresaReference: company._id },
          {
            $set: { Nombre: body.Nombre, Apellido: body.Apellido, NombreKey: userNameKey(body), Telefono, Cargo, tipoUsuario: body.tipoUsuario, Revisiones: body.Revisiones, Checklist: body.Checklist, ChecklistsOT: body.ChecklistsOT },
            // New flags or type: every access token of the user must be re-issued.
            ...(changedAccess ? { $inc: { sessionVersion: 1 } } : {}),
          },
          { returnDocument: 'after' },
        )
        .lean<UsuarioDoc>()
        .exec();
      if (!updated) throw new HttpError(404, common.notFound);
      await syncUserCounters(db, company._id);
      return { message: texts.updated, user: toCompanyUser(updated) };
    },
  );

  app.put(
    '/companies/:companyId/users/:userId/email',
    { config: managers, schema: { tags: ['users'], params: CompanyUserParams, body: UserEmailBody, response: { 200: CompanyUserResponse, ...errors } } },
    async (request) => {
      const { company, user } = await targetOf(request);
      const Email = request.body.Email;
      // FerretDB answers unique violations on updates with code 1: check for a holder first.
      if (await emailHolder(db, Email, user._id)) throw new HttpError(409, texts.exists);
      const existingAccount = await models(db).Account.exists({ email: Email, userId: { $ne: user._id } }).exec();
      if (existingAccount) throw new HttpError(409, texts.exists);
      const updated = await models(db)
        .Usuario.findOneAndUpdate({ _id: user._id, EmpresaReference: company._id }, { $set: { Email, EmailKey: Email }, $inc: { sessionVersion: 1 } }, { returnDocument: 'after' })
        .lean<UsuarioDoc>()
        .exec();
      if (!updated) throw new HttpError(404, common.notFound);
      await models(db).Account.updateOne({ userId: user._id }, { $set: { email: Email } }).exec();
      return { message: texts.emailChanged, user: toCompanyUser(updated) };
    },
  );

  app.post(
    '/companies/:companyId/users/:userId/reset-password',
    { config: managers, schema: { tags: ['users'], params: CompanyUserParams, response: { 200: MessageResponse, ...errors } } },
    async (request) => {
      const { user } = await targetOf(request);
      if (!user.Email) throw new HttpError(404, common.notFound);
      try {
        await requestPasswordReset(deps.auth, user.Email);
      } catch (error) {
        request.log.error({ err: error }, 'reset mail failed');
        throw new HttpError(500, texts.resetFailed);
      }
      return { message: texts.resetSent };
    },
  );

  const setActivado = async (request: FastifyRequest & { params: { companyId: string; userId: string } }, Activado: boolean) => {
    const { company, user } = await targetOf(request);
    const updated = await models(db)
      .Usuario.findOneAndUpdate(
        { _id: user._id, EmpresaReference: company._id },
        { $set: { Activado }, ...(Activado ? {} : { $inc: { sessionVersion: 1 } }) },
        { returnDocument: 'after' },
      )
      .lean<UsuarioDoc>()
      .exec();
    if (!updated) throw new HttpError(404, common.notFound);
    if (!Activado) await revokeUserSessions(db, user._id, 'blocked');
    return { message: Activado ? texts.enabled : texts.blocked, user: toCompanyUser(updated) };
  };

  app.post(
    '/companies/:companyId/users/:userId/block',
    { config: managers, schema: { tags: ['users'], params: CompanyUserParams, response: { 200: CompanyUserResponse, ...errors } } },
    async (request) => setActivado(request, false),
  );
  app.post(
    '/companies/:companyId/users/:userId/unblock',
    { config: managers, schema: { tags: ['users'], params: CompanyUserParams, response: { 200: CompanyUserResponse, ...errors } } },
    async (request) => setActivado(request, true),
  );

  app.delete(
    '/companies/:companyId/users/:userId',
    { config: managers, schema: { tags: ['users'], params: CompanyUserParams, response: { 200: UserDeletedResponse, ...errors } } },
    async (request) => {
      const { company, user } = await targetOf(request);
      const { Usuario, Account, ResetToken } = models(db);
      const pending = allModuleServices();
      await Usuario.updateOne(
        { _id: user._id, EmpresaReference: company._id },
        {
          $set: { Activado: false, Deleted: true, Email: null, EmailKey: `deleted:${user._id.toHexString()}`, PendientesResponsables: pending },
          $inc: { sessionVersion: 1 },
        },
      ).exec();
      await Promise.all([Account.deleteOne({ userId: user._id }).exec(), ResetToken.deleteMany({ userId: user._id }).exec(), revokeUserSessions(db, user._id, 'deleted')]);
      await syncUserCounters(db, company._id);
      const remaining = await removeUserFromModules(db, deps.modules, { _id: user._id, EmpresaReference: new Types.ObjectId(company._id), PendientesResponsables: pending });
      return { message: texts.deleted, pendiente: remaining };
    },
  );
}
