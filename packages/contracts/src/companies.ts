import { companies as texts, companyAdmin } from '@insp/messages';
import { z } from 'zod';

import { ObjectId } from './identity.ts';
import { pageOf, PageQuery } from './page.ts';

const cupo = z.number().int().nonnegative();

/**
 * A company's module block (spec 000 §3), as stored on Empresas: the switch, the module's own quota
 * (its limit and what is used, under the module's names) and the users' quota.
 */
function moduleBlock<Limite extends string, Usados extends string>(limite: Limite, usados: Usados) {
  const quota = { [limite]: cupo, [usados]: cupo } as Record<Limite | Usados, typeof cupo>;
  return z.object({ Activado: z.boolean(), ...quota, LimiteUsuarios: cupo, UsuariosUsados: cupo });
}

export const RevisionesBlock = moduleBlock('LimiteRevisiones', 'RevisionesUsados');
export type RevisionesBlock = z.infer<typeof RevisionesBlock>;
export const CheckListBlock = moduleBlock('LimiteCheckList', 'CheckListUsados');
export type CheckListBlock = z.infer<typeof CheckListBlock>;
export const ChecklistsOTBlock = moduleBlock('LimiteProyectos', 'ProyectosUsados');
export type ChecklistsOTBlock = z.infer<typeof ChecklistsOTBlock>;

/** The company's clock when it has none of its own (issue 20 §3). */
export const DEFAULT_TIME_ZONE = 'America/Santiago';

let knownZones: Set<string> | null = null;
/** Is `name` an IANA time zone this runtime's Intl knows ('UTC' included)? */
export function isTimeZone(name: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (knownZones.has(name)) return true;
  // Aliases (e.g. 'America/Buenos_Aires') are not in the canonical list but Intl accepts them.
  if (!name.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A company's ZonaHoraria (issue 20 §3): the IANA name of its clock, for the morning digests' 07:00
 * and the portal's company day.
 */
export const ZonaHoraria = z
  .string({ error: companyAdmin.zonaHorariaInvalid })
  .trim()
  .max(64, companyAdmin.zonaHorariaInvalid)
  .refine(isTimeZone, companyAdmin.zonaHorariaInvalid);

/** Route parameter of every company-scoped route. */
export const CompanyParams = z.strictObject({ companyId: ObjectId });
export type CompanyParams = z.infer<typeof CompanyParams>;

/**
 * A collection of one company's records (its users, checklist templates, webhooks): path
 * `/companies/:companyId/<name>` under the tag `<name>`, the company's params, and its record's
 * path segment and params — what `collectionRoutes` takes.
 */
export const coleccionDeEmpresa = <ItemParams extends z.ZodType>(name: string, segment: string, params: ItemParams) => ({
  tags: [name],
  base: `/companies/:companyId/${name}`,
  params: CompanyParams,
  item: { segment, params },
});

/** Longest text the lists' 'Buscar por nombre' field sends. */
export const SEARCH_MAX = 100;

/**
 * `search` of the admin lists: part of the name, case and accents ignored (matched on the stored
 * name key). Blank means no filter.
 */
export const NameSearch = z
  .string({ error: texts.search.invalid })
  .trim()
  .max(SEARCH_MAX, texts.search.tooLong)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** `order` of a sortable list. */
export const SortOrder = z.enum(['asc', 'desc'], { error: texts.search.orderInvalid }).default('asc');
export type SortOrder = z.infer<typeof SortOrder>;

/** Columns the companies table sorts on (Nombre: the spec's default, by the name key). */
export const companySortFields = ['Nombre', 'Rut'] as const;

/**
 * `GET /companies?page&pageSize&deleted=&search=&sort=&order=`: deleted=true lists soft-deleted
 * companies ('Mostrar Eliminadas'); search filters by name; sort/order by a column (then id).
 */
export const CompanyListQuery = PageQuery.extend({
  deleted: z.enum(['true', 'false']).default('false'),
  search: NameSearch,
  sort: z.enum(companySortFields, { error: texts.search.sortInvalid }).default('Nombre'),
  order: SortOrder,
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;

/** A row of the companies table (Nombre, Rut, module switches, row actions). */
export const CompanyListItem = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Rut: z.string(),
  Activado: z.boolean(),
  Revisiones: z.object({ Activado: z.boolean() }),
  CheckList: z.object({ Activado: z.boolean() }),
  ChecklistsOT: z.object({ Activado: z.boolean() }),
});
export type CompanyListItem = z.infer<typeof CompanyListItem>;

export const CompanyPage = pageOf(CompanyListItem);
export type CompanyPage = z.infer<typeof CompanyPage>;

/** The company configuration page ('Información' tab) and module limits. */
export const CompanyDetail = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Rut: z.string(),
  LimiteFotos: z.number().int(),
  PiePagina: z.string(),
  /** IANA time zone of the company's clock; a company stored before the field reads America/Santiago. */
  ZonaHoraria: z.string().default(DEFAULT_TIME_ZONE),
  Activado: z.boolean(),
  /** ISO date of the soft delete, null while active. */
  FechaEliminacion: z.string().nullable(),
  Revisiones: RevisionesBlock,
  CheckList: CheckListBlock,
  ChecklistsOT: ChecklistsOTBlock,
});
export type CompanyDetail = z.infer<typeof CompanyDetail>;

/** `GET /internal/companies/:companyId` on admin: what module services need (modules and limits). */
export const InternalCompany = CompanyDetail;
export type InternalCompany = CompanyDetail;
