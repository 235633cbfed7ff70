import { catalogs } from '@insp/messages';
import { z } from 'zod';

import { MessageResponse } from './auth.ts';
import { NameSearch } from './companies.ts';
import { endpoint } from './endpoint.ts';
import { ObjectId } from './identity.ts';
import { pageOf, PageQuery } from './page.ts';

/**
 * Catalogues: the global ones ('Mantenedores', Administrador) at `/catalogs/:catalog` and each
 * company's copies at `/companies/:companyId/catalogs/:catalog`; Errores Tipo of a subcontract at
 * `.../catalogs/subcontratos/:subcontratoId/errores-tipo`. Lists sorted by Nombre (case and accents
 * ignored), then id. Uniqueness of Nombre ignores case and accents.
 */
export const catalogNames = ['sectores', 'recintos', 'subcontratos', 'prioridades', 'cargos'] as const;
export const CatalogName = z.enum(catalogNames);
export type CatalogName = z.infer<typeof CatalogName>;

export const CatalogParams = z.strictObject({ catalog: CatalogName });
export const CatalogItemParams = z.strictObject({ catalog: CatalogName, itemId: ObjectId });
export const CompanyCatalogParams = z.strictObject({ companyId: ObjectId, catalog: CatalogName });
export const CompanyCatalogItemParams = z.strictObject({ companyId: ObjectId, catalog: CatalogName, itemId: ObjectId });
export const SubcontratoParams = z.strictObject({ subcontratoId: ObjectId });
export const SubcontratoItemParams = z.strictObject({ subcontratoId: ObjectId, itemId: ObjectId });
export const CompanySubcontratoParams = z.strictObject({ companyId: ObjectId, subcontratoId: ObjectId });
export const CompanySubcontratoItemParams = z.strictObject({ companyId: ObjectId, subcontratoId: ObjectId, itemId: ObjectId });

/**
 * `?page&pageSize&activo=true|false&search=` (activo: only active / inactive items, e.g. the Cargos
 * a user may get; search: part of the Nombre, case and accents ignored). The order stays the
 * spec's (by Nombre).
 */
export const CatalogListQuery = PageQuery.extend({ activo: z.enum(['true', 'false']).optional(), search: NameSearch });
export type CatalogListQuery = z.infer<typeof CatalogListQuery>;

export const CatalogNombre = z.string({ error: catalogs.nombreRequired }).trim().min(1, catalogs.nombreRequired).max(255, catalogs.nombreTooLong);

export const CatalogCreateBody = z.strictObject({ Nombre: CatalogNombre, Activado: z.boolean().default(true) });
export type CatalogCreateBody = z.infer<typeof CatalogCreateBody>;

/** Rename and / or toggle Activado; the same item may keep its name. */
export const CatalogUpdateBody = z.strictObject({ Nombre: CatalogNombre.optional(), Activado: z.boolean().optional() });
export type CatalogUpdateBody = z.infer<typeof CatalogUpdateBody>;

export const CatalogItem = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Activado: z.boolean(),
  /** Subcontratos only: how many Errores Tipo it has. */
  ErroresTipo: z.number().int().nonnegative().optional(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;

export const CatalogPage = pageOf(CatalogItem);
export type CatalogPage = z.infer<typeof CatalogPage>;

/** Errores Tipo of a subcontract, with the subcontract itself (page title). */
export const ErroresTipoPage = pageOf(CatalogItem).extend({ subcontrato: CatalogItem });
export type ErroresTipoPage = z.infer<typeof ErroresTipoPage>;

export const CatalogMutationResponse = z.object({ message: z.string(), item: CatalogItem });
export type CatalogMutationResponse = z.infer<typeof CatalogMutationResponse>;

/**
 * Global Recintos (spec 000 §3: Nombre, Activado, optional Responsable with NombreCompleto), at
 * `/catalogs/recintos`: the catalogue's own bodies and items. Create: Responsable absent or null =
 * none. Update: absent keeps it, null clears it, an object sets it. Items carry it, null when none.
 * Company copies receive it at company creation (their routes keep the plain catalogue shapes).
 */
export const Responsable = z.strictObject({
  NombreCompleto: z.string({ error: catalogs.responsableRequired }).trim().min(1, catalogs.responsableRequired).max(255, catalogs.nombreTooLong),
});
export type Responsable = z.infer<typeof Responsable>;

export const RecintoItemParams = z.strictObject({ itemId: ObjectId });
export const RecintoCreateBody = CatalogCreateBody.extend({ Responsable: Responsable.nullable().optional() });
export type RecintoCreateBody = z.infer<typeof RecintoCreateBody>;
export const RecintoUpdateBody = CatalogUpdateBody.extend({ Responsable: Responsable.nullable().optional() });
export type RecintoUpdateBody = z.infer<typeof RecintoUpdateBody>;

export const RecintoItem = CatalogItem.extend({ Responsable: Responsable.nullable() });
export type RecintoItem = z.infer<typeof RecintoItem>;
export const RecintoPage = pageOf(RecintoItem);
export type RecintoPage = z.infer<typeof RecintoPage>;
export const RecintoMutationResponse = z.object({ message: z.string(), item: RecintoItem });
export type RecintoMutationResponse = z.infer<typeof RecintoMutationResponse>;

/** The global Recintos list has no path parameters. */
const NoParams = z.strictObject({});

/**
 * The global catalogues the generic list, create and edit routes serve: global Recintos have their
 * own (with Responsable), so `/catalogs/{catalog}` must not document 'recintos' with an item shape
 * that forbids Responsable. Deleting stays generic (it answers only a message).
 */
const PlainGlobalCatalogName = CatalogName.exclude(['recintos']);
const PlainGlobalCatalogParams = z.strictObject({ catalog: PlainGlobalCatalogName });
const PlainGlobalCatalogItemParams = z.strictObject({ catalog: PlainGlobalCatalogName, itemId: ObjectId });

/**
 * The global catalogues (the Mantenedores, platform administrator only). The static 'recintos' and
 * 'subcontratos/…/errores-tipo' paths win over ':catalog'; global Recintos carry a Responsable.
 */
export const globalCatalogsEndpoints = {
  erroresTipo: endpoint({
    method: 'GET',
    path: '/catalogs/subcontratos/:subcontratoId/errores-tipo',
    summary: 'Errores tipo de un subcontrato global',
    tags: ['catalogs'],
    params: SubcontratoParams,
    query: CatalogListQuery,
    response: ErroresTipoPage,
  }),
  addErrorTipo: endpoint({
    method: 'POST',
    path: '/catalogs/subcontratos/:subcontratoId/errores-tipo',
    summary: 'Agregar error tipo',
    tags: ['catalogs'],
    params: SubcontratoParams,
    body: CatalogCreateBody,
    status: 201,
    response: CatalogMutationResponse,
  }),
  updateErrorTipo: endpoint({
    method: 'PUT',
    path: '/catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId',
    summary: 'Editar error tipo',
    tags: ['catalogs'],
    params: SubcontratoItemParams,
    body: CatalogUpdateBody,
    response: CatalogMutationResponse,
  }),
  removeErrorTipo: endpoint({
    method: 'DELETE',
    path: '/catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId',
    summary: 'Eliminar error tipo',
    tags: ['catalogs'],
    params: SubcontratoItemParams,
    response: MessageResponse,
  }),
  recintos: endpoint({
    method: 'GET',
    path: '/catalogs/recintos',
    summary: 'Recintos globales con su responsable',
    tags: ['catalogs'],
    params: NoParams,
    query: CatalogListQuery,
    response: RecintoPage,
  }),
  addRecinto: endpoint({
    method: 'POST',
    path: '/catalogs/recintos',
    summary: 'Agregar recinto global',
    tags: ['catalogs'],
    params: NoParams,
    body: RecintoCreateBody,
    status: 201,
    response: RecintoMutationResponse,
  }),
  updateRecinto: endpoint({
    method: 'PUT',
    path: '/catalogs/recintos/:itemId',
    summary: 'Editar recinto global',
    tags: ['catalogs'],
    params: RecintoItemParams,
    body: RecintoUpdateBody,
    response: RecintoMutationResponse,
  }),
  list: endpoint({
    method: 'GET',
    path: '/catalogs/:catalog',
    summary: 'Un catálogo global (por nombre)',
    tags: ['catalogs'],
    params: PlainGlobalCatalogParams,
    query: CatalogListQuery,
    response: CatalogPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/catalogs/:catalog',
    summary: 'Agregar al catálogo global',
    tags: ['catalogs'],
    params: PlainGlobalCatalogParams,
    body: CatalogCreateBody,
    status: 201,
    response: CatalogMutationResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/catalogs/:catalog/:itemId',
    summary: 'Editar un elemento del catálogo global',
    tags: ['catalogs'],
    params: PlainGlobalCatalogItemParams,
    body: CatalogUpdateBody,
    response: CatalogMutationResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/catalogs/:catalog/:itemId',
    summary: 'Eliminar un elemento del catálogo global',
    tags: ['catalogs'],
    params: CatalogItemParams,
    response: MessageResponse,
  }),
} as const;

/**
 * A company's copies of the catalogues (spec 000 §2, "edit only" for the director): everyone of the
 * company lists them, the director renames and toggles Activado, the Administrador also creates and deletes.
 */
export const companyCatalogsEndpoints = {
  erroresTipo: endpoint({
    method: 'GET',
    path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo',
    summary: 'Errores tipo de un subcontrato de la empresa',
    tags: ['company catalogs'],
    params: CompanySubcontratoParams,
    query: CatalogListQuery,
    response: ErroresTipoPage,
  }),
  addErrorTipo: endpoint({
    method: 'POST',
    path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo',
    summary: 'Agregar error tipo',
    tags: ['company catalogs'],
    params: CompanySubcontratoParams,
    body: CatalogCreateBody,
    status: 201,
    response: CatalogMutationResponse,
  }),
  updateErrorTipo: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId',
    summary: 'Editar error tipo',
    tags: ['company catalogs'],
    params: CompanySubcontratoItemParams,
    body: CatalogUpdateBody,
    response: CatalogMutationResponse,
  }),
  removeErrorTipo: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/errores-tipo/:itemId',
    summary: 'Eliminar error tipo',
    tags: ['company catalogs'],
    params: CompanySubcontratoItemParams,
    response: MessageResponse,
  }),
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/catalogs/:catalog',
    summary: 'Un catálogo de la empresa (por nombre)',
    tags: ['company catalogs'],
    params: CompanyCatalogParams,
    query: CatalogListQuery,
    response: CatalogPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/companies/:companyId/catalogs/:catalog',
    summary: 'Agregar al catálogo de la empresa',
    tags: ['company catalogs'],
    params: CompanyCatalogParams,
    body: CatalogCreateBody,
    status: 201,
    response: CatalogMutationResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/catalogs/:catalog/:itemId',
    summary: 'Editar un elemento del catálogo de la empresa',
    tags: ['company catalogs'],
    params: CompanyCatalogItemParams,
    body: CatalogUpdateBody,
    response: CatalogMutationResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/catalogs/:catalog/:itemId',
    summary: 'Eliminar un elemento del catálogo de la empresa',
    tags: ['company catalogs'],
    params: CompanyCatalogItemParams,
    response: MessageResponse,
  }),
} as const;
