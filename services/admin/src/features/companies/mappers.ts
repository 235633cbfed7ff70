import { type CompanyDetail, type CompanyListItem, DEFAULT_TIME_ZONE } from '@insp/contracts';

import type { EmpresaDoc } from '../../models/index.ts';

/** A row of the companies table. */
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

/** The whole company (also the base of the internal API's company view). */
export function toDetail(company: EmpresaDoc): CompanyDetail {
  const { Revisiones: r, CheckList: c, ChecklistsOT: o } = company;
  return {
    id: company._id.toHexString(),
    Nombre: company.Nombre,
    Rut: company.Rut,
    LimiteFotos: company.LimiteFotos,
    PiePagina: company.PiePagina,
    ZonaHoraria: company.ZonaHoraria ?? DEFAULT_TIME_ZONE,
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
