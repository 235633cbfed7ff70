import type { InternalUser } from '@insp/contracts';
import type { UsuarioOT } from '@insp/contracts/neo';
import type { AdminClient } from '@insp/module-service';

import { spec } from '../module.ts';

/** Users of the company with the ChecklistsOT flag (responsibles and reviewers), by name. */
export async function usuariosOT(admin: AdminClient, companyId: string): Promise<InternalUser[]> {
  const users = await admin.usersWithModule(companyId, spec.module);
  return [...users].sort((a, b) => a.NombreCompleto.localeCompare(b.NombreCompleto, 'es'));
}

export function toUsuarioOT(user: InternalUser): UsuarioOT {
  return { id: user.id, NombreCompleto: user.NombreCompleto, Cargo: user.Cargo, Email: user.Email };
}
