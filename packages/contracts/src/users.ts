import { companies, users } from '@insp/messages';
import { z } from 'zod';

import { MessageResponse } from './auth.ts';
import { collectionRoutes } from './collection.ts';
import { coleccionDeEmpresa, NameSearch, SortOrder } from './companies.ts';
import { CompanyUsage, ModuleService } from './company-admin.ts';
import { ObjectId, UserType } from './identity.ts';
import { withMessageAs } from './message.ts';
import { pageOf } from './page.ts';

/** Route parameter of user-scoped routes. */
export const UserParams = z.strictObject({ userId: ObjectId });
export type UserParams = z.infer<typeof UserParams>;

/** `GET /internal/sessions/:userId` on admin: checked by every service on each request (cache <= 4 s). */
export const SessionStateResponse = z.object({ active: z.boolean(), sessionVersion: z.number().int().nonnegative() });
export type SessionStateResponse = z.infer<typeof SessionStateResponse>;

/**
 * Users of a company (spec 000 §2 'Usuarios', §5 User): `/companies/:companyId/users`.
 * Administrador on any company, AdministradorEmpresa on the own one; UsuarioEmpresa none.
 */
export const CompanyUserParams = z.strictObject({ companyId: ObjectId, userId: ObjectId });
export type CompanyUserParams = z.infer<typeof CompanyUserParams>;

/** Columns the users table sorts on (Nombre = "Nombre Apellido" by its name key, the default). */
export const userSortFields = ['Nombre', 'Email', 'Cargo'] as const;

/**
 * Users table: default page size 80 (spec 000 §9), at most 100; `search` filters by "Nombre
 * Apellido" (case and accents ignored), `sort`/`order` by a column (then id).
 */
export const USERS_PAGE_SIZE = 80;
export const UserListQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  search: NameSearch,
  sort: z.enum(userSortFields, { error: companies.search.sortInvalid }).default('Nombre'),
  order: SortOrder,
});
export type UserListQuery = z.infer<typeof UserListQuery>;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const loginEmail = (requiredText: string, invalidText: string) =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, requiredText)
    .max(255, invalidText)
    .pipe(z.email(invalidText))
    .transform((email) => email.toLowerCase());

/** Types a company user can have (an Administrador is never created inside a company). */
export const companyUserTypes = ['AdministradorEmpresa', 'UsuarioEmpresa'] as const;
const tipoUsuario = z.enum(companyUserTypes, { error: users.tipoRequired }).default('UsuarioEmpresa');

/**
 * A Chilean mobile number (users, subcontract contacts): 8 digits get the +569 prefix (@insp/domain
 * formatTelefono); also accepted with the prefix, with 9 and eight digits, and with spaces, dots,
 * dashes or brackets. The bare prefix is left to the service's 'Número es requerido' (hasTelefono).
 */
export const TelefonoChileno = required(users.telefonoRequired)
  .max(30, users.telefonoRequired)
  .refine((value) => {
    const compact = value.replace(/[\s.()-]/g, '');
    return compact === '+569' || /^(\+?569|9)?\d{8}$/.test(compact);
  }, users.telefonoInvalid);

const profile = {
  Nombre: required(users.nombreRequired).max(255, users.nombreRequired),
  Apellido: required(users.apellidoRequired).max(255, users.apellidoRequired),
  Telefono: TelefonoChileno,
  tipoUsuario,
  /** Name of an active Cargo of the company. */
  Cargo: required(users.cargoRequired).max(255, users.cargoRequired),
  Revisiones: z.boolean().default(false),
  Checklist: z.boolean().default(false),
  ChecklistsOT: z.boolean().default(false),
};
const someModule = (body: { Revisiones: boolean; Checklist: boolean; ChecklistsOT: boolean }) => body.Revisiones || body.Checklist || body.ChecklistsOT;

/** Create: email confirmed ('Email no coincide'), at least one module. */
export const UserCreateBody = z
  .strictObject({
    ...profile,
    Email: loginEmail(users.emailRequired, users.emailInvalid),
    ConfirmarEmail: loginEmail(users.confirmRequired, users.confirmInvalid),
  })
  .refine((body) => body.Email === body.ConfirmarEmail, { message: users.confirmMismatch, path: ['ConfirmarEmail'] })
  .refine(someModule, { message: users.moduleRequired, path: ['Revisiones'] });
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** Edit: the whole profile; the email is not editable here (see UserEmailBody). */
export const UserUpdateBody = z.strictObject(profile).refine(someModule, { message: users.moduleRequired, path: ['Revisiones'] });
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

/** Change of the login email (separate dialog). */
export const UserEmailBody = z.strictObject({ Email: loginEmail(users.changeEmailRequired, users.changeEmailInvalid) });
export type UserEmailBody = z.infer<typeof UserEmailBody>;

export const CompanyUser = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Apellido: z.string(),
  Cargo: z.string(),
  Telefono: z.string(),
  Email: z.string().nullable(),
  tipoUsuario: UserType,
  Activado: z.boolean(),
  Deleted: z.boolean(),
  Revisiones: z.boolean(),
  Checklist: z.boolean(),
  ChecklistsOT: z.boolean(),
});
export type CompanyUser = z.infer<typeof CompanyUser>;

/**
 * Users table page plus the header (users against the total limit, per module used/limit) and the
 * company's director, if any (the dialog disables 'AdministradorEmpresa' when one exists).
 */
export const CompanyUserPage = pageOf(CompanyUser).extend({ usage: CompanyUsage, directorId: ObjectId.nullable() });
export type CompanyUserPage = z.infer<typeof CompanyUserPage>;

export const CompanyUserResponse = withMessageAs('user', CompanyUser);
export type CompanyUserResponse = z.infer<typeof CompanyUserResponse>;

/** Delete: `pendiente` lists the module services that have not yet removed the user from their Responsables. */
export const UserDeletedResponse = z.object({ message: z.string(), pendiente: z.array(ModuleService) });
export type UserDeletedResponse = z.infer<typeof UserDeletedResponse>;

const routes = collectionRoutes(coleccionDeEmpresa('users', ':userId', CompanyUserParams));
/** An action on one user, posted to a path below the user's. */
const accion = <Response extends z.ZodType>(below: string, summary: string, response: Response) =>
  routes.route({ method: 'POST', path: routes.itemPath(below), summary, params: CompanyUserParams, response });

/** The users of a company ('Usuarios' tab): Administrador on any company, AdministradorEmpresa on the own one. */
export const usersEndpoints = {
  list: routes.list('Usuarios de la empresa (por nombre), con el uso de cupos y el director', { query: UserListQuery, response: CompanyUserPage }),
  create: routes.create('Nuevo usuario (recibe un correo para definir su contraseña)', { body: UserCreateBody, response: CompanyUserResponse }),
  update: routes.update('Editar usuario', { body: UserUpdateBody, response: CompanyUserResponse }),
  changeEmail: routes.route({
    method: 'PUT',
    path: routes.itemPath('email'),
    summary: 'Cambiar el email de acceso',
    params: CompanyUserParams,
    body: UserEmailBody,
    response: CompanyUserResponse,
  }),
  resetPassword: accion('reset-password', 'Enviar el correo de cambio de contraseña', MessageResponse),
  block: accion('block', 'Bloquear usuario (cierra sus sesiones)', CompanyUserResponse),
  unblock: accion('unblock', 'Desbloquear usuario', CompanyUserResponse),
  remove: routes.remove('Eliminar usuario (y quitarlo de los responsables en los módulos)', UserDeletedResponse),
} as const;
