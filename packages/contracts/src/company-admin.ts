import { companyAdmin } from '@insp/messages';
import { z } from 'zod';

import { collectionRoutes } from './collection.ts';
import { CompanyDetail, CompanyListQuery, CompanyPage, CompanyParams, DEFAULT_TIME_ZONE, ZonaHoraria } from './companies.ts';
import { ModuleFlag } from './identity.ts';
import { withMessageAs } from './message.ts';

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
  ZonaHoraria: ZonaHoraria.default(DEFAULT_TIME_ZONE),
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
  ZonaHoraria: ZonaHoraria.optional(),
  LimiteAlmacenamiento: storageLimit.optional(),
  Revisiones: RevisionesInput.partial().optional(),
  CheckList: CheckListInput.partial().optional(),
  ChecklistsOT: ChecklistsOTInput.partial().optional(),
});
export type CompanyUpdateBody = z.infer<typeof CompanyUpdateBody>;

export const CompanyMutationResponse = withMessageAs('company', CompanyDetail);
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
const routes = collectionRoutes({ tags: ['companies'], base: '/companies', params: NoParams, item: { segment: ':companyId', params: CompanyParams } });
/** A route below one company's path. */
const deEmpresa = <Response extends z.ZodType>(method: 'GET' | 'POST' | 'DELETE', below: string, summary: string, response: Response) =>
  routes.route({ method, path: routes.itemPath(below), summary, params: CompanyParams, response });

/**
 * The companies (spec 000 §2 'Empresas'): the platform administrator lists, creates, edits, deletes
 * and restores them; everyone of a company reads it; its managers read its configuration.
 */
export const companiesEndpoints = {
  list: routes.list('Empresas activas o eliminadas (por nombre)', { query: CompanyListQuery, response: CompanyPage }),
  get: routes.get('Una empresa', CompanyDetail),
  create: routes.create('Nueva empresa (con una copia de los catálogos globales)', { body: CompanyCreateBody, response: CompanyMutationResponse }),
  update: routes.update('Editar empresa', { body: CompanyUpdateBody, response: CompanyMutationResponse }),
  remove: routes.remove('Eliminar empresa (queda en Mostrar Eliminados)', CompanyMutationResponse),
  restore: deEmpresa('POST', 'restore', 'Restaurar empresa eliminada', CompanyMutationResponse),
  configuration: deEmpresa('GET', 'configuration', 'Configuración de la empresa con el uso de cupos', CompanyConfiguration),
  purge: deEmpresa('DELETE', 'permanent', 'Eliminar definitivamente una empresa eliminada (y sus datos en los módulos)', CompanyPurgeResponse),
} as const;
