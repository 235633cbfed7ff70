import type { Perfil } from '@insp/contracts';

import type { EmpresaDoc, UsuarioDoc } from '../../models/index.ts';

export function toPerfil(user: UsuarioDoc, company: EmpresaDoc | null): Perfil {
  return {
    Nombre: user.Nombre,
    Apellido: user.Apellido,
    Email: user.Email ?? '',
    tipoUsuario: user.tipoUsuario,
    Empresa: company?.Nombre ?? null,
    ResumenDiario: user.ResumenDiario !== false,
  };
}
