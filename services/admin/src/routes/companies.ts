import { CompanyDetail, CompanyListQuery, CompanyPage, CompanyParams, ErrorResponse, type CompanyListItem } from '@insp/contracts';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import { common } from '@insp/messages';
import type { EmpresaDoc } from '../models/index.ts';
import { findCompany, listCompanies } from '../repositories/companies.ts';

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

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

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
      const companyId = tenantCompanyId(request, request.params.companyId);
      const company = await findCompany(app.db, companyId);
      if (!company) throw new HttpError(404, common.notFound);
      return toDetail(company);
    },
  );
}
