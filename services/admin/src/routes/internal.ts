import {
  CompanyParams,
  ErrorResponse,
  InternalCompanyFull,
  InternalModuleParams,
  type InternalUser,
  InternalUserPage,
  InternalUsersByIdsBody,
  InternalUsersQuery,
  InternalUsersResponse,
  type ModuleFlag,
  type ParametroName,
  QuotaQuery,
  QuotaResponse,
  SessionStateQuery,
  SessionStateResponse,
  UsageBody,
  UserParams,
} from '@insp/contracts';
import { common } from '@insp/messages';
import { HttpError, type ZodApp } from '@insp/service-kit';
import { Types } from 'mongoose';

import { liveSessionState } from '../auth/session-state.ts';
import { fullName } from '../auth/session-user.ts';
import { toCatalogItem } from '../features/catalogs/mappers.ts';
import { companyChecklists } from '../features/checklists/service.ts';
import { toDetail } from '../features/companies/mappers.ts';
import { storageOf, storedBytesField } from '../features/companies/storage.ts';
import { toLista } from '../features/listas-chequeo/mappers.ts';
import { toCompanyUser } from '../features/users/mappers.ts';
import { type EmpresaDoc, type ListaChequeoDoc, models, type ParametroOTDoc, type UsuarioDoc } from '../models/index.ts';
import { moduleBlock, moduleBlockFields } from '../repositories/companies.ts';
import { listCompanyUsers } from '../repositories/company-users.ts';
import { companyOr404 } from '../shared/tenant.ts';

/** Where a module's reported project count is stored. */
const usedField = (module: ModuleFlag): string => `${moduleBlockFields[module].block}.${moduleBlockFields[module].used}`;

/** The module's switch and project limit against `used`, and whether one more project fits. */
function quotaAnswer(company: EmpresaDoc, module: ModuleFlag, used: number): QuotaResponse {
  const { Activado, limit } = moduleBlock(company, module);
  return { module, Activado, used, limit, allowed: Activado && used < limit };
}

/** The users-table row (toCompanyUser) without the telephone, plus the tenant and the full name. */
function toInternalUser(user: UsuarioDoc): InternalUser {
  const { Telefono: _telefono, ...row } = toCompanyUser(user);
  return { ...row, companyId: user.EmpresaReference?.toHexString() ?? null, NombreCompleto: fullName(user) };
}

/** Service-to-service routes: header x-internal-token; the gateway never forwards /internal. */
export function internalRoutes(app: ZodApp): void {
  app.get(
    '/internal/sessions/:userId',
    {
      config: { internal: true },
      schema: {
        hide: true,
        params: UserParams,
        querystring: SessionStateQuery,
        response: { 200: SessionStateResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const state = await liveSessionState(app.db, request.params.userId, request.query.sid);
      if (!state) throw new HttpError(404, common.notFound);
      return state;
    },
  );

  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/internal/companies/:companyId',
    { config: { internal: true }, schema: { hide: true, params: CompanyParams, response: { 200: InternalCompanyFull, ...errors } } },
    async (request) => {
      const company = await companyOr404(app.db, request.params.companyId);
      const scope = company._id.toHexString();
      const { CatalogItem, ParametroOT, ListaChequeo } = models(app.db);
      // A fixed number of round trips: the company, its catalogue items, parameters, lists of checks and templates (four).
      const [items, parametros, listas, checklists] = await Promise.all([
        CatalogItem.find({ Scope: scope }).sort({ NombreKey: 1, _id: 1 }).lean().exec(),
        ParametroOT.find({ companyId: company._id }, { parametro: 1, Nombre: 1 })
          .sort({ nombreKey: 1, _id: 1 })
          .lean<Pick<ParametroOTDoc, 'parametro' | 'Nombre'>[]>()
          .exec(),
        ListaChequeo.find({ companyId: company._id }).sort({ nombreKey: 1, _id: 1 }).lean<ListaChequeoDoc[]>().exec(),
        companyChecklists(app.db, company._id),
      ]);
      const of = (kind: string) => items.filter((i) => i.Tipo === kind);
      const errorsOf = (id: string) => items.filter((i) => i.Tipo === 'erroresTipo' && i.Parent === id).map((e) => toCatalogItem(e));
      const values = (parametro: ParametroName) => parametros.filter((p) => p.parametro === parametro).map((p) => p.Nombre);
      return {
        ...toDetail(company),
        Almacenamiento: storageOf(company),
        Catalogos: {
          sectores: of('sectores').map((i) => toCatalogItem(i)),
          recintos: of('recintos').map((i) => toCatalogItem(i)),
          subcontratos: of('subcontratos').map((s) => {
            const ErroresTipoItems = errorsOf(s._id.toHexString());
            return { ...toCatalogItem(s), ErroresTipo: ErroresTipoItems.length, ErroresTipoItems };
          }),
          prioridades: of('prioridades').map((i) => toCatalogItem(i)),
          cargos: of('cargos').map((i) => toCatalogItem(i)),
        },
        ParametrosOT: {
          unidades: values('unidades'),
          pasillos: values('pasillos'),
          sectores: values('sectores'),
          recintos: values('recintos'),
          elementos: values('elementos'),
          otros: values('otros'),
        },
        ListasDeChequeo: listas.map(toLista),
        Checklists: checklists,
      };
    },
  );

  app.post(
    '/internal/companies/:companyId/users/by-ids',
    {
      config: { internal: true },
      schema: { hide: true, params: CompanyParams, body: InternalUsersByIdsBody, response: { 200: InternalUsersResponse, ...errors } },
    },
    async (request) => {
      const companyId = new Types.ObjectId(request.params.companyId);
      const ids = request.body.ids.map((id) => new Types.ObjectId(id));
      const found = await models(app.db)
        .Usuario.find({ EmpresaReference: companyId, _id: { $in: ids } })
        .sort({ _id: 1 })
        .lean<UsuarioDoc[]>()
        .exec();
      return { items: found.map(toInternalUser) };
    },
  );

  app.get(
    '/internal/companies/:companyId/users',
    {
      config: { internal: true },
      schema: { hide: true, params: CompanyParams, querystring: InternalUsersQuery, response: { 200: InternalUserPage, ...errors } },
    },
    async (request) => {
      const { module, page, pageSize } = request.query;
      const { items, total } = await listCompanyUsers(app.db, new Types.ObjectId(request.params.companyId), { page, pageSize, module });
      return { items: items.map(toInternalUser), total, page, pageSize };
    },
  );

  app.get(
    '/internal/companies/:companyId/quota/:module',
    { config: { internal: true }, schema: { hide: true, params: InternalModuleParams, querystring: QuotaQuery, response: { 200: QuotaResponse, ...errors } } },
    async (request) => {
      const company = await companyOr404(app.db, request.params.companyId);
      return quotaAnswer(company, request.params.module, request.query.used);
    },
  );

  app.put(
    '/internal/companies/:companyId/usage/:module',
    { config: { internal: true }, schema: { hide: true, params: InternalModuleParams, body: UsageBody, response: { 200: QuotaResponse, ...errors } } },
    async (request) => {
      const company = await companyOr404(app.db, request.params.companyId);
      const { module } = request.params;
      const { used: reported, bytes } = request.body;
      const set: Record<string, number> = {};
      if (reported !== undefined) set[usedField(module)] = reported;
      if (bytes !== undefined) set[storedBytesField[module]] = bytes;
      await models(app.db).Empresa.updateOne({ _id: company._id }, { $set: set }).exec();
      return quotaAnswer(company, module, reported ?? moduleBlock(company, module).used);
    },
  );
}
