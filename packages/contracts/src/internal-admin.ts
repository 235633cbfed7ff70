import { common } from '@insp/messages';
import { z } from 'zod';

import { CatalogItem } from './catalogs.ts';
import { ChecklistDetail } from './checklists.ts';
import { CompanyDetail } from './companies.ts';
import { ModuleFlag, ObjectId } from './identity.ts';
import { ListaChequeo } from './listas.ts';
import { pageOf, PageQuery } from './page.ts';
import { CompanyUser } from './users.ts';

/**
 * admin's internal API for the module services (x-internal-token; never through the gateway).
 * Callers cache the answers; they never open admin's database.
 */

export const InternalSubcontrato = CatalogItem.extend({ ErroresTipoItems: z.array(CatalogItem) });

/**
 * The company's storage quota in bytes and the bytes each module service last reported for its
 * images: a module refuses an upload once its own bytes and the others' reach `Limite` (issue 17).
 */
export const CompanyStorage = z.object({
  Limite: z.number().int().nonnegative(),
  Usados: z.object({ Revisiones: z.number().int().nonnegative(), Checklist: z.number().int().nonnegative(), ChecklistsOT: z.number().int().nonnegative() }),
});
export type CompanyStorage = z.infer<typeof CompanyStorage>;

/** `GET /internal/companies/:companyId`: modules, limits, storage, PiePagina, catalogues, parameters, templates. */
export const InternalCompanyFull = CompanyDetail.extend({
  Almacenamiento: CompanyStorage,
  Catalogos: z.object({
    sectores: z.array(CatalogItem),
    recintos: z.array(CatalogItem),
    subcontratos: z.array(InternalSubcontrato),
    prioridades: z.array(CatalogItem),
    cargos: z.array(CatalogItem),
  }),
  ParametrosOT: z.object({
    unidades: z.array(z.string()),
    pasillos: z.array(z.string()),
    sectores: z.array(z.string()),
    recintos: z.array(z.string()),
    elementos: z.array(z.string()),
    otros: z.array(z.string()),
  }),
  ListasDeChequeo: z.array(ListaChequeo),
  Checklists: z.array(ChecklistDetail),
});
export type InternalCompanyFull = z.infer<typeof InternalCompanyFull>;

/** A user as the module services see it: the users-table row without the telephone, plus tenant and full name. */
export const InternalUser = CompanyUser.omit({ Telefono: true }).extend({ companyId: ObjectId.nullable(), NombreCompleto: z.string() });
export type InternalUser = z.infer<typeof InternalUser>;

/** `POST /internal/companies/:companyId/users/by-ids`: users of the company among these ids (deleted ones included, flagged). */
export const InternalUsersByIdsBody = z.strictObject({ ids: z.array(ObjectId).min(1).max(500) });
export const InternalUsersResponse = z.object({ items: z.array(InternalUser) });

/** `GET /internal/companies/:companyId/users?module=&page&pageSize`: not-deleted users with that module flag. */
export const InternalUsersQuery = PageQuery.extend({ module: ModuleFlag });
export const InternalUserPage = pageOf(InternalUser);

export const InternalModuleParams = z.strictObject({ companyId: ObjectId, module: ModuleFlag });

/**
 * `GET /internal/companies/:companyId/quota/:module?used=N`: may the company have one more project
 * of the module? `used` is the module service's own count of the company's projects.
 */
export const QuotaQuery = z.strictObject({ used: z.coerce.number().int().min(0) });
export const QuotaResponse = z.object({ module: ModuleFlag, Activado: z.boolean(), used: z.number().int(), limit: z.number().int(), allowed: z.boolean() });
export type QuotaResponse = z.infer<typeof QuotaResponse>;

/**
 * `PUT /internal/companies/:companyId/usage/:module {used?, bytes?}`: the module reports its project
 * count and/or the bytes of its images (both shown on the configuration page; bytes count against
 * the company's storage quota in every module).
 */
export const UsageBody = z
  .strictObject({ used: z.number().int().min(0).optional(), bytes: z.number().int().min(0).optional() })
  .refine((body) => body.used !== undefined || body.bytes !== undefined, { message: common.invalidRequest });
