import { companyAdmin } from '@insp/messages';
import { z } from 'zod';

import { CompanyDetail, CompanyListQuery, CompanyPage, CompanyParams } from './companies.ts';
import { endpoint } from './endpoint.ts';
import { ModuleFlag } from './identity.ts';

/**
 * Company administration (spec 000 §2 'Agregar Empresa', 'Información', §5 Company).
 * The Rut is checked by admin (format, 11 characters, check digit: @insp/domain rut.ts).
 */
const limit = z
  .number({ error: companyAdmin.limitInvalid })
  .int(companyAdmin.limitInvalid)
  .min(0, companyAdmin.limitInvalid)
  .max(1_000_000, companyAdmin.limitInvalid);
const nombre = z.string({ error: companyAdmin.nombreRequired }).trim().min(1, companyAdmin.nombreRequired).max(255, companyAdmin.nombreRequired);
const rut = z.string({ error: companyAdmin.rutRequired }).trim().min(1, companyAdmin.rutRequired).max(20, companyAdmin.rutInvalid);
const limiteFotos = z
  .number({ error: companyAdmin.limiteFotosRange })
  .int(companyAdmin.limiteFotosRange)
  .min(1, companyAdmin.limiteFotosRange)
  .max(2, companyAdmin.limiteFotosRange);
const piePagina = z.string().max(255, companyAdmin.piePaginaTooLong);
/** Bytes; at most 1 PiB (a whole number JavaScript holds exactly). */
const storageLimit = z
  .number({ error: companyAdmin.storageLimitInvalid })
  .int(companyAdmin.storageLimitInvalid)
  .min(0, companyAdmin.storageLimitInvalid)
  .max(2 ** 50, companyAdmin.storageLimitInvalid);

/**
 * A company's storage quota (images of every module together, all their versions) when the
 * Administrador has not set one: STORAGE_QUOTA_BYTES on the admin service, else this (issue 17).
 */
export const DEFAULT_STORAGE_QUOTA_BYTES = 5 * 1024 ** 3;

/** Add-company dialog defaults (spec 000 §5, §9): each limit 5, users 5, used 0. */
export const DIALOG_MODULE_LIMIT = 5;
/** Configuration-page readings when a limit is unset (spec 000 §5); admin always stores numbers. */
export const CONFIG_PAGE_DEFAULTS = { LimiteRevisiones: 10, LimiteCheckList: 10, LimiteProyectos: 10, LimiteUsuarios: 20 } as const;

export const RevisionesInput = z.strictObject({ Activado: z.boolean(), LimiteRevisiones: limit.optional(), LimiteUsuarios: limit.optional() });
export const CheckListInput = z.strictObject({ Activado: z.boolean(), LimiteCheckList: limit.optional(), LimiteUsuarios: limit.optional() });
export const ChecklistsOTInput = z.strictObject({ Activado: z.boolean(), LimiteProyectos: limit.optional(), LimiteUsuarios: limit.optional() });

/** `POST /companies` (Administrador). Modules absent = off; limits absent = 5. */
export const CompanyCreateBody = z.strictObject({
  Nombre: nombre,
  Rut: rut,
  LimiteFotos: limiteFotos.default(1),
  PiePagina: piePagina.default(''),
  Revisiones: RevisionesInput.optional(),
  CheckList: CheckListInput.optional(),
  ChecklistsOT: ChecklistsOTInput.optional(),
});
export type CompanyCreateBody = z.infer<typeof CompanyCreateBody>;

/** `PUT /companies/:companyId` (Administrador): only the fields sent change. LimiteAlmacenamiento in bytes. */
export const CompanyUpdateBody = z.strictObject({
  Nombre: nombre.optional(),
  Rut: rut.optional(),
  LimiteFotos: limiteFotos.optional(),
  PiePagina: piePagina.optional(),
  LimiteAlmacenamiento: storageLimit.optional(),
  Revisiones: RevisionesInput.partial().optional(),
  CheckList: CheckListInput.partial().optional(),
  ChecklistsOT: ChecklistsOTInput.partial().optional(),
});
export type CompanyUpdateBody = z.infer<typeof CompanyUpdateBody>;

export const CompanyMutationResponse = z.object({ message: z.string(), company: CompanyDetail });
export type CompanyMutationResponse = z.infer<typeof CompanyMutationResponse>;

/** Module services a permanent delete must reach. */
export const moduleServices = ['revisiones', 'checklist-revisiones', 'neo'] as const;
export const ModuleService = z.enum(moduleServices);
export type ModuleService = z.infer<typeof ModuleService>;

/**
 * `DELETE /companies/:companyId/permanent`: 200 once admin's data is gone; `pendiente` lists the
 * module services that have not confirmed yet (the background retry finishes them).
 */
export const CompanyPurgeResponse = z.object({ message: z.string(), pendiente: z.array(ModuleService) });
export type CompanyPurgeResponse = z.infer<typeof CompanyPurgeResponse>;

export const UsedLimit = z.object({ used: z.number().int().nonnegative(), limit: z.number().int().nonnegative() });
export type UsedLimit = z.infer<typeof UsedLimit>;

export const ModuleUsage = z.object({ Activado: z.boolean(), usuarios: UsedLimit, proyectos: UsedLimit });
export type ModuleUsage = z.infer<typeof ModuleUsage>;

/**
 * Usage header (configuration page and users table): users of the company (not deleted) against
 * the sum of LimiteUsuarios of the enabled modules, and per module users and projects used/limit.
 * Users used are counted from the users collection; projects used are what the module services
 * reported (see /internal/companies/:companyId/usage).
 */
export const CompanyUsage = z.object({
  usuarios: UsedLimit,
  modulos: z.object({ Revisiones: ModuleUsage, Checklist: ModuleUsage, ChecklistsOT: ModuleUsage }),
});
export type CompanyUsage = z.infer<typeof CompanyUsage>;

/**
 * `GET /companies/:companyId/configuration` (Administrador any, AdministradorEmpresa own).
 * `almacenamiento`: bytes of the company's images in every module (as the modules last reported)
 * against its storage quota.
 */
export const CompanyConfiguration = z.object({ company: CompanyDetail, usage: CompanyUsage, almacenamiento: UsedLimit });
export type CompanyConfiguration = z.infer<typeof CompanyConfiguration>;

export const ModuleParams = z.strictObject({ companyId: z.string().regex(/^[a-f0-9]{24}$/), module: ModuleFlag });

/** Routes without path parameters (the companies collection). */
const NoParams = z.strictObject({});
const tags = ['companies'];

/**
 * The companies (spec 000 §2 'Empresas'): the platform administrator lists, creates, edits, deletes
 * and restores them; everyone of a company reads it; its managers read its configuration.
 */
export const companiesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies',
    summary: 'Empresas activas o eliminadas (por nombre)',
    tags,
    params: NoParams,
    query: CompanyListQuery,
    response: CompanyPage,
  }),
  get: endpoint({ method: 'GET', path: '/companies/:companyId', summary: 'Una empresa', tags, params: CompanyParams, response: CompanyDetail }),
  create: endpoint({
    method: 'POST',
    path: '/companies',
    summary: 'Nueva empresa (con una copia de los catálogos globales)',
    tags,
    params: NoParams,
    body: CompanyCreateBody,
    status: 201,
    response: CompanyMutationResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:companyId',
    summary: 'Editar empresa',
    tags,
    params: CompanyParams,
    body: CompanyUpdateBody,
    response: CompanyMutationResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId',
    summary: 'Eliminar empresa (queda en Mostrar Eliminados)',
    tags,
    params: CompanyParams,
    response: CompanyMutationResponse,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/companies/:companyId/restore',
    summary: 'Restaurar empresa eliminada',
    tags,
    params: CompanyParams,
    response: CompanyMutationResponse,
  }),
  configuration: endpoint({
    method: 'GET',
    path: '/companies/:companyId/configuration',
    summary: 'Configuración de la empresa con el uso de cupos',
    tags,
    params: CompanyParams,
    response: CompanyConfiguration,
  }),
  purge: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/permanent',
    summary: 'Eliminar definitivamente una empresa eliminada (y sus datos en los módulos)',
    tags,
    params: CompanyParams,
    response: CompanyPurgeResponse,
  }),
} as const;
