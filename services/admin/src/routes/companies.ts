import { Types } from 'mongoose';
import {
  CompanyConfiguration,
  CompanyCreateBody,
  CompanyDetail,
  CompanyListQuery,
  CompanyMutationResponse,
  CompanyPage,
  CompanyParams,
  CompanyPurgeResponse,
  CompanyUpdateBody,
  DIALOG_MODULE_LIMIT,
  ErrorResponse,
  type CompanyListItem,
} from '@insp/contracts';
import { formatRut, isValidRut, nameKey } from '@insp/domain';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import { common, companyAdmin } from '@insp/messages';
import { models, type EmpresaDoc } from '../models/index.ts';
import { copyGlobalCatalogs } from '../repositories/catalogs.ts';
import { bumpCompanySessions, countCompanyUsers, findCompany, listCompanies, rutHolder, usageOf } from '../repositories/companies.ts';
import { isDuplicateKey } from '../repositories/errors.ts';
import { purgeCompany } from '../modules/cascades.ts';
import type { ModuleClient } from '../modules/client.ts';

export function toListItem(company: EmpresaDoc): CompanyListItem {
  return {
    id: company._id.toHexString(),
    Nombre: company.Nombre,
    Rut: company.Rut,
    Activado: company.Activado,
    Revisiones: { Activado: company.Revisiones.Activado },
    CheckList: { Activado: company.CheckList.Activado },
    ChecklistsOT: { Activado: company.ChecklistsOT.Activado },
  };
}

export function toDetail(company: EmpresaDoc): CompanyDetail {
  const { Revisiones: r, CheckList: c, ChecklistsOT: o } = company;
  return {
    id: company._id.toHexString(),
    Nombre: company.Nombre,
    Rut: company.Rut,
    LimiteFotos: company.LimiteFotos,
    PiePagina: company.PiePagina,
    Activado: company.Activado,
    FechaEliminacion: company.FechaEliminacion ? company.FechaEliminacion.toISOString() : null,
    Revisiones: {
      Activado: r.Activado,
      LimiteRevisiones: r.LimiteRevisiones,
      RevisionesUsados: r.RevisionesUsados,
      LimiteUsuarios: r.LimiteUsuarios,
      UsuariosUsados: r.UsuariosUsados,
    },
    CheckList: {
      Activado: c.Activado,
      LimiteCheckList: c.LimiteCheckList,
      CheckListUsados: c.CheckListUsados,
      LimiteUsuarios: c.LimiteUsuarios,
      UsuariosUsados: c.UsuariosUsados,
    },
    ChecklistsOT: {
      Activado: o.Activado,
      LimiteProyectos: o.LimiteProyectos,
      ProyectosUsados: o.ProyectosUsados,
      LimiteUsuarios: o.LimiteUsuarios,
      UsuariosUsados: o.UsuariosUsados,
    },
  };
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Formatted Rut or 400 'Rut no válido' (minimum 11 characters, Chilean check digit). */
function checkedRut(value: string): string {
  if (!isValidRut(value)) throw new HttpError(400, companyAdmin.rutInvalid);
  return formatRut(value);
}

/** The company, or 404 (also while it is being purged). */
export async function companyOr404(app: ZodApp, companyId: string): Promise<EmpresaDoc> {
  const company = await findCompany(app.db, companyId);
  if (!company || company.Purga) throw new HttpError(404, common.notFound);
  return company;
}

const administrador = { access: { userTypes: ['Administrador'], module: null } } as const;

export function companyRoutes(app: ZodApp): void {
  app.get(
    '/companies',
    {
      config: { access: { userTypes: ['Administrador'], module: null } },
      schema: { tags: ['companies'], querystring: CompanyListQuery, response: { 200: CompanyPage, ...errors } },
    },
    async (request) => {
      const { page, pageSize, deleted } = request.query;
      const { items, total } = await listCompanies(app.db, { page, pageSize, deleted: deleted === 'true' });
      return { items: items.map(toListItem), total, page, pageSize };
    },
  );

  app.get(
    '/companies/:companyId',
    {
      config: { access: { userTypes: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'], module: null } },
      schema: { tags: ['companies'], params: CompanyParams, response: { 200: CompanyDetail, ...errors } },
    },
    async (request) => {
      return toDetail(await companyOr404(app, tenantCompanyId(request, request.params.companyId)));
    },
  );
}

/** Company administration by the platform administrator, and the configuration read. */
export function companyAdminRoutes(app: ZodApp): void {
  app.post(
    '/companies',
    { config: administrador, schema: { tags: ['companies'], body: CompanyCreateBody, response: { 201: CompanyMutationResponse, ...errors } } },
    async (request, reply) => {
      const body = request.body;
      const Rut = checkedRut(body.Rut);
      if (await rutHolder(app.db, Rut)) throw new HttpError(409, companyAdmin.rutTaken);
      const on = (block: { Activado: boolean } | undefined) => block?.Activado ?? false;
      const users = (block: { LimiteUsuarios?: number | undefined } | undefined) => block?.LimiteUsuarios ?? DIALOG_MODULE_LIMIT;
      let created: EmpresaDoc;
      try {
        const doc = await models(app.db).Empresa.create({
          Nombre: body.Nombre,
          Nombre_lower: nameKey(body.Nombre),
          Rut,
          LimiteFotos: body.LimiteFotos,
          PiePagina: body.PiePagina,
          Activado: true,
          FechaEliminacion: null,
          Revisiones: { Activado: on(body.Revisiones), LimiteRevisiones: body.Revisiones?.LimiteRevisiones ?? DIALOG_MODULE_LIMIT, RevisionesUsados: 0, LimiteUsuarios: users(body.Revisiones), UsuariosUsados: 0 },
          CheckList: { Activado: on(body.CheckList), LimiteCheckList: body.CheckList?.LimiteCheckList ?? DIALOG_MODULE_LIMIT, CheckListUsados: 0, LimiteUsuarios: users(body.CheckList), UsuariosUsados: 0 },
          ChecklistsOT: { Activado: on(body.ChecklistsOT), LimiteProyectos: body.ChecklistsOT?.LimiteProyectos ?? DIALOG_MODULE_LIMIT, ProyectosUsados: 0, LimiteUsuarios: users(body.ChecklistsOT), UsuariosUsados: 0 },
        });
        created = doc.toObject();
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, companyAdmin.rutTaken);
        throw error;
      }
      await copyGlobalCatalogs(app.db, created._id);
      return reply.code(201).send({ message: companyAdmin.created, company: toDetail(created) });
    },
  );

  app.put(
    '/companies/:companyId',
    { config: administrador, schema: { tags: ['companies'], params: CompanyParams, body: CompanyUpdateBody, response: { 200: CompanyMutationResponse, ...errors } } },
    async (request) => {
      const company = await companyOr404(app, request.params.companyId);
      const body = request.body;
      const set: Record<string, unknown> = {};
      if (body.Nombre !== undefined) Object.assign(set, { Nombre: body.Nombre, Nombre_lower: nameKey(body.Nombre) });
      if (body.Rut !== undefined) {
        const Rut = checkedRut(body.Rut);
        if (await rutHolder(app.db, Rut, company._id)) throw new HttpError(409, companyAdmin.rutTaken);
        set.Rut = Rut;
      }
      if (body.LimiteFotos !== undefined) set.LimiteFotos = body.LimiteFotos;
      if (body.PiePagina !== undefined) set.PiePagina = body.PiePagina;
      let switched = false;
      for (const block of ['Revisiones', 'CheckList', 'ChecklistsOT'] as const) {
        const given = body[block];
        if (!given) continue;
        for (const [field, value] of Object.entries(given)) if (value !== undefined) set[`${block}.${field}`] = value;
        if (given.Activado !== undefined && given.Activado !== company[block].Activado) switched = true;
      }
      let updated: EmpresaDoc | null;
      try {
        updated = await models(app.db).Empresa.findOneAndUpdate({ _id: company._id }, { $set: set }, { returnDocument: 'after' }).lean<EmpresaDoc>().exec();
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, companyAdmin.rutTaken);
        throw error;
      }
      if (!updated) throw new HttpError(404, common.notFound);
      // A module switched off (or on) changes every user's effective modules: their tokens must go.
      if (switched) await bumpCompanySessions(app.db, company._id);
      return { message: companyAdmin.updated, company: toDetail(updated) };
    },
  );

  app.delete(
    '/companies/:companyId',
    { config: administrador, schema: { tags: ['companies'], params: CompanyParams, response: { 200: CompanyMutationResponse, ...errors } } },
    async (request) => {
      const company = await companyOr404(app, request.params.companyId);
      const updated = await models(app.db)
        .Empresa.findOneAndUpdate({ _id: company._id }, { $set: { Activado: false, FechaEliminacion: new Date() } }, { returnDocument: 'after' })
        .lean<EmpresaDoc>()
        .exec();
      if (!updated) throw new HttpError(404, common.notFound);
      return { message: companyAdmin.deleted, company: toDetail(updated) };
    },
  );

  app.post(
    '/companies/:companyId/restore',
    { config: administrador, schema: { tags: ['companies'], params: CompanyParams, response: { 200: CompanyMutationResponse, ...errors } } },
    async (request) => {
      const company = await companyOr404(app, request.params.companyId);
      const updated = await models(app.db)
        .Empresa.findOneAndUpdate({ _id: company._id }, { $set: { Activado: true, FechaEliminacion: null } }, { returnDocument: 'after' })
        .lean<EmpresaDoc>()
        .exec();
      if (!updated) throw new HttpError(404, common.notFound);
      return { message: companyAdmin.restored, company: toDetail(updated) };
    },
  );

  app.get(
    '/companies/:companyId/configuration',
    {
      config: { access: { userTypes: ['Administrador', 'AdministradorEmpresa'], module: null } },
      schema: { tags: ['companies'], params: CompanyParams, response: { 200: CompanyConfiguration, ...errors } },
    },
    async (request) => {
      const company = await companyOr404(app, tenantCompanyId(request, request.params.companyId));
      const counts = await countCompanyUsers(app.db, new Types.ObjectId(company._id));
      const usage = usageOf(company, counts);
      const detail = toDetail(company);
      detail.Revisiones.UsuariosUsados = counts.Revisiones;
      detail.CheckList.UsuariosUsados = counts.Checklist;
      detail.ChecklistsOT.UsuariosUsados = counts.ChecklistsOT;
      return { company: detail, usage };
    },
  );
}

/**
 * Permanent delete ('Eliminar' on a deleted company): removes the company, its users and their
 * sign-in data, its catalogues and templates, and asks every module service to delete its data.
 * Services that do not confirm stay in Purga.pendiente; the retry loop finishes them.
 */
export function companyPurgeRoutes(app: ZodApp, modules: ModuleClient): void {
  app.delete(
    '/companies/:companyId/permanent',
    { config: administrador, schema: { tags: ['companies'], params: CompanyParams, response: { 200: CompanyPurgeResponse, ...errors } } },
    async (request) => {
      const company = await findCompany(app.db, request.params.companyId);
      if (!company) throw new HttpError(404, common.notFound);
      if (company.Activado && !company.Purga) throw new HttpError(409, companyAdmin.purgeNeedsSoftDelete);
      const pendiente = await purgeCompany(app.db, modules, company._id);
      return { message: pendiente.length === 0 ? companyAdmin.deleted : companyAdmin.purgePending, pendiente };
    },
  );
}
