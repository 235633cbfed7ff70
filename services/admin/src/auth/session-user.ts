import type { AccessClaims, SessionUser } from '@insp/contracts';
import { effectiveModules } from '@insp/domain';
import type { Connection, Types } from 'mongoose';

import type { EmpresaDoc, UsuarioDoc } from '../models/index.ts';
import { companyModules, findCompany } from '../repositories/companies.ts';

export interface Identity {
  user: SessionUser;
  claims: AccessClaims;
}

export function fullName(user: Pick<UsuarioDoc, 'Nombre' | 'Apellido'>): string {
  return [user.Nombre, user.Apellido]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The session user and token claims: modules = user flag AND company module (all on for
 * Administrador); sid = the refresh family the token belongs to.
 */
export function identityOf(user: UsuarioDoc, company: EmpresaDoc | null, sessionId?: Types.ObjectId): Identity {
  const modules = effectiveModules(
    user.tipoUsuario,
    { Revisiones: user.Revisiones, Checklist: user.Checklist, ChecklistsOT: user.ChecklistsOT },
    companyModules(company),
  );
  const id = user._id.toHexString();
  const companyId = user.EmpresaReference?.toHexString() ?? null;
  const email = user.Email ?? '';
  const name = fullName(user);
  return {
    user: { id, email, name, userType: user.tipoUsuario, companyId, companyName: company?.Nombre ?? null, activated: user.Activado, modules },
    claims: {
      sub: id,
      companyId,
      userType: user.tipoUsuario,
      modules,
      sv: user.sessionVersion,
      email,
      name,
      ...(sessionId ? { sid: sessionId.toHexString() } : {}),
    },
  };
}

export async function companyOf(db: Connection, user: UsuarioDoc): Promise<EmpresaDoc | null> {
  return user.EmpresaReference ? findCompany(db, user.EmpresaReference) : null;
}
