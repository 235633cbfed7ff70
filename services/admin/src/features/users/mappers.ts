import type { CompanyUser } from '@insp/contracts';

import type { UsuarioDoc } from '../../models/index.ts';

/** A row of the users table (also the base of the internal API's user view). */
export function toCompanyUser(user: UsuarioDoc): CompanyUser {
  return {
    id: user._id.toHexString(),
    Nombre: user.Nombre,
    Apellido: user.Apellido,
    Cargo: user.Cargo,
    Telefono: user.Telefono,
    Email: user.Email,
    tipoUsuario: user.tipoUsuario,
    Activado: user.Activado,
    Deleted: user.Deleted,
    Revisiones: user.Revisiones,
    Checklist: user.Checklist,
    ChecklistsOT: user.ChecklistsOT,
  };
}
