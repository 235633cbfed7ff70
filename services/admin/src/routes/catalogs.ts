import type { FastifyRequest } from 'fastify';
import {
  CatalogCreateBody,
  CatalogItemParams,
  CatalogListQuery,
  CatalogMutationResponse,
  CatalogPage,
  CatalogParams,
  CatalogUpdateBody,
  CompanyCatalogItemParams,
  CompanyCatalogParams,
  CompanySubcontratoItemParams,
  CompanySubcontratoParams,
  ErrorResponse,
  ErroresTipoPage,
  MessageResponse,
  RecintoCreateBody,
  RecintoItemParams,
  RecintoMutationResponse,
  RecintoPage,
  RecintoUpdateBody,
  SubcontratoItemParams,
  SubcontratoParams,
  type CatalogItem,
  type RecintoItem,
  type UserType,
} from '@insp/contracts';
import { catalogs } from '@insp/messages';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import { GLOBAL_SCOPE, type CatalogItemDoc, type CatalogKind } from '../models/index.ts';
import { countChildren, deleteItem, findItem, insertItem, listItems, updateItem, type CatalogPlace } from '../repositories/catalogs.ts';
import { companyOr404 } from './companies.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function toCatalogItem(item: CatalogItemDoc, children?: Map<string, number>): CatalogItem {
  const id = item._id.toHexString();
  return { id, Nombre: item.Nombre, Activado: item.Activado, ...(item.Tipo === 'subcontratos' && children ? { ErroresTipo: children.get(id) ?? 0 } : {}) };
}

/** A global Recinto with its Responsable (null when none). */
export function toRecintoItem(item: CatalogItemDoc): RecintoItem {
  return { ...toCatalogItem(item), Responsable: item.Responsable ? { NombreCompleto: item.Responsable.NombreCompleto } : null };
}

/** How a route answers an item (plain catalogue item or global Recinto). */
type Shape<T> = (item: CatalogItemDoc, children?: Map<string, number>) => T;

type Params = { companyId?: string; catalog?: CatalogKind; itemId?: string; subcontratoId?: string };

interface Variant {
  prefix: string;
  /** Who lists / who renames and toggles / who creates and deletes. */
  read: readonly UserType[];
  edit: readonly UserType[];
  manage: readonly UserType[];
  /** The tenant scope of a request ('global' or the company id), after checking the company exists. */
  scope(request: FastifyRequest): Promise<string>;
  duplicate(kind: CatalogKind): string;
}

/**
 * Global catalogues: only the Administrador. Company copies (spec 000 §2 "edit only" for the
 * director): everyone of the company lists them, the director renames and toggles Activado, the
 * Administrador also creates and deletes.
 */
export function catalogRoutes(app: ZodApp): void {
  const companyScope = async (request: FastifyRequest): Promise<string> => {
    const params = request.params as Params;
    const company = await companyOr404(app, tenantCompanyId(request, params.companyId ?? ''));
    return company._id.toHexString();
  };
  const variants: Variant[] = [
    {
      prefix: '/catalogs',
      read: ['Administrador'],
      edit: ['Administrador'],
      manage: ['Administrador'],
      scope: async () => GLOBAL_SCOPE,
      duplicate: (kind) => catalogs.byKind[kind].duplicateGlobal,
    },
    {
      prefix: '/companies/:companyId/catalogs',
      read: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'],
      edit: ['Administrador', 'AdministradorEmpresa'],
      manage: ['Administrador'],
      scope: companyScope,
      duplicate: (kind) => catalogs.byKind[kind].duplicateCompany,
    },
  ];

  for (const v of variants) {
    const isCompany = v.prefix.includes(':companyId');
    const listParams = isCompany ? CompanyCatalogParams : CatalogParams;
    const itemParams = isCompany ? CompanyCatalogItemParams : CatalogItemParams;
    const subParams = isCompany ? CompanySubcontratoParams : SubcontratoParams;
    const subItemParams = isCompany ? CompanySubcontratoItemParams : SubcontratoItemParams;
    const access = (userTypes: readonly UserType[]) => ({ access: { userTypes, module: null } });
    const tags = [isCompany ? 'company catalogs' : 'catalogs'];

    /** The place of a top-level catalogue. */
    const placeOf = async (request: FastifyRequest): Promise<CatalogPlace> => {
      const params = request.params as Params;
      return { scope: await v.scope(request), kind: params.catalog ?? 'sectores', parent: '' };
    };
    /** The Errores Tipo of an existing subcontract (404 with the subcontract's text otherwise). */
    const errorPlaceOf = async (request: FastifyRequest): Promise<{ place: CatalogPlace; subcontrato: CatalogItemDoc }> => {
      const params = request.params as Params;
      const scope = await v.scope(request);
      const subcontrato = await findItem(app.db, { scope, kind: 'subcontratos', parent: '' }, params.subcontratoId ?? '');
      if (!subcontrato) throw new HttpError(404, catalogs.byKind.subcontratos.notFound);
      return { place: { scope, kind: 'erroresTipo', parent: subcontrato._id.toHexString() }, subcontrato };
    };

    const list = async <T>(place: CatalogPlace, query: CatalogListQuery, shape: Shape<T>) => {
      const activo = query.activo === undefined ? undefined : query.activo === 'true';
      const { items, total } = await listItems(app.db, place, { page: query.page, pageSize: query.pageSize, activo });
      const children = place.kind === 'subcontratos' ? await countChildren(app.db, place.scope, items.map((i) => i._id.toHexString())) : undefined;
      return { items: items.map((item) => shape(item, children)), total, page: query.page, pageSize: query.pageSize };
    };
    const create = async <T>(place: CatalogPlace, body: CatalogCreateBody | RecintoCreateBody, shape: Shape<T>) => {
      const item = await insertItem(app.db, place, body);
      if (!item) throw new HttpError(409, v.duplicate(place.kind));
      return { message: catalogs.byKind[place.kind].created, item: shape(item, new Map()) };
    };
    const update = async <T>(place: CatalogPlace, itemId: string, body: CatalogUpdateBody | RecintoUpdateBody, shape: Shape<T>) => {
      const result = await updateItem(app.db, place, itemId, body);
      if (result.kind === 'missing') throw new HttpError(404, catalogs.byKind[place.kind].notFound);
      if (result.kind === 'duplicate') throw new HttpError(409, v.duplicate(place.kind));
      const children = place.kind === 'subcontratos' ? await countChildren(app.db, place.scope, [itemId]) : undefined;
      return { message: catalogs.byKind[place.kind].updated, item: shape(result.item, children) };
    };
    const remove = async (place: CatalogPlace, itemId: string) => {
      if (!(await deleteItem(app.db, place, itemId))) throw new HttpError(404, catalogs.byKind[place.kind].notFound);
      return { message: catalogs.byKind[place.kind].deleted };
    };

    // Errores Tipo first: their static 'subcontratos' segment must not be read as a catalogue item.
    app.get(
      `${v.prefix}/subcontratos/:subcontratoId/errores-tipo`,
      { config: access(v.read), schema: { tags, params: subParams, querystring: CatalogListQuery, response: { 200: ErroresTipoPage, ...errors } } },
      async (request) => {
        const { place, subcontrato } = await errorPlaceOf(request);
        const children = await countChildren(app.db, place.scope, [subcontrato._id.toHexString()]);
        return { ...(await list(place, request.query, toCatalogItem)), subcontrato: toCatalogItem(subcontrato, children) };
      },
    );
    app.post(
      `${v.prefix}/subcontratos/:subcontratoId/errores-tipo`,
      { config: access(v.manage), schema: { tags, params: subParams, body: CatalogCreateBody, response: { 201: CatalogMutationResponse, ...errors } } },
      async (request, reply) => reply.code(201).send(await create((await errorPlaceOf(request)).place, request.body, toCatalogItem)),
    );
    app.put(
      `${v.prefix}/subcontratos/:subcontratoId/errores-tipo/:itemId`,
      { config: access(v.edit), schema: { tags, params: subItemParams, body: CatalogUpdateBody, response: { 200: CatalogMutationResponse, ...errors } } },
      async (request) => update((await errorPlaceOf(request)).place, request.params.itemId, request.body, toCatalogItem),
    );
    app.delete(
      `${v.prefix}/subcontratos/:subcontratoId/errores-tipo/:itemId`,
      { config: access(v.manage), schema: { tags, params: subItemParams, response: { 200: MessageResponse, ...errors } } },
      async (request) => remove((await errorPlaceOf(request)).place, request.params.itemId),
    );

    if (!isCompany) {
      // Global Recintos carry an optional Responsable (spec 000 §3): their own schemas. The static
      // 'recintos' segment wins over ':catalog'; DELETE stays on the generic route.
      const recintos = async (request: FastifyRequest): Promise<CatalogPlace> => ({ scope: await v.scope(request), kind: 'recintos', parent: '' });
      app.get(
        `${v.prefix}/recintos`,
        { config: access(v.read), schema: { tags, querystring: CatalogListQuery, response: { 200: RecintoPage, ...errors } } },
        async (request) => list(await recintos(request), request.query, toRecintoItem),
      );
      app.post(
        `${v.prefix}/recintos`,
        { config: access(v.manage), schema: { tags, body: RecintoCreateBody, response: { 201: RecintoMutationResponse, ...errors } } },
        async (request, reply) => reply.code(201).send(await create(await recintos(request), request.body, toRecintoItem)),
      );
      app.put(
        `${v.prefix}/recintos/:itemId`,
        { config: access(v.edit), schema: { tags, params: RecintoItemParams, body: RecintoUpdateBody, response: { 200: RecintoMutationResponse, ...errors } } },
        async (request) => update(await recintos(request), request.params.itemId, request.body, toRecintoItem),
      );
    }

    app.get(
      `${v.prefix}/:catalog`,
      { config: access(v.read), schema: { tags, params: listParams, querystring: CatalogListQuery, response: { 200: CatalogPage, ...errors } } },
      async (request) => list(await placeOf(request), request.query, toCatalogItem),
    );
    app.post(
      `${v.prefix}/:catalog`,
      { config: access(v.manage), schema: { tags, params: listParams, body: CatalogCreateBody, response: { 201: CatalogMutationResponse, ...errors } } },
      async (request, reply) => reply.code(201).send(await create(await placeOf(request), request.body, toCatalogItem)),
    );
    app.put(
      `${v.prefix}/:catalog/:itemId`,
      { config: access(v.edit), schema: { tags, params: itemParams, body: CatalogUpdateBody, response: { 200: CatalogMutationResponse, ...errors } } },
      async (request) => update(await placeOf(request), request.params.itemId, request.body, toCatalogItem),
    );
    app.delete(
      `${v.prefix}/:catalog/:itemId`,
      { config: access(v.manage), schema: { tags, params: itemParams, response: { 200: MessageResponse, ...errors } } },
      async (request) => remove(await placeOf(request), request.params.itemId),
    );
  }
}
