import { nameKey } from '@insp/domain';
import type { SessionState } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type EmpresaDoc, models, type UsuarioDoc } from '../models/index.ts';

/**
 * Identity look-ups (by id or sign-in email) are global: they resolve who is calling before any
 * tenant is known. Tenant-owned listings of users take the company id (later features).
 */

export async function findUserById(db: Connection, userId: string | Types.ObjectId): Promise<UsuarioDoc | null> {
  if (!Types.ObjectId.isValid(userId)) return null;
  return models(db)
    .Usuario.findOne({ _id: new Types.ObjectId(userId) })
    .lean<UsuarioDoc>()
    .exec();
}

export async function findUserByEmail(db: Connection, email: string): Promise<UsuarioDoc | null> {
  return models(db)
    .Usuario.findOne({ EmailKey: normalizeEmail(email), Deleted: false })
    .lean<UsuarioDoc>()
    .exec();
}

/** The users list's sort key (Usuarios.NombreKey): "Nombre Apellido" without case, accents or extra spaces. */
export function userNameKey(user: { Nombre: string; Apellido: string }): string {
  return nameKey(`${user.Nombre} ${user.Apellido}`);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A user may hold a session while they are activated, not deleted, and their company (if any) is active. */
export function isActiveUser(
  user: Pick<UsuarioDoc, 'Activado' | 'Deleted' | 'EmpresaReference' | 'tipoUsuario'>,
  company: Pick<EmpresaDoc, 'Activado'> | null,
): boolean {
  if (!user.Activado || user.Deleted) return false;
  if (user.EmpresaReference === null) return user.tipoUsuario === 'Administrador';
  return company !== null && company.Activado;
}

/** What every service checks on each request (`GET /internal/sessions/:userId`); null = unknown user. */
export async function sessionState(db: Connection, userId: string): Promise<SessionState | null> {
  if (!Types.ObjectId.isValid(userId)) return null;
  const { Usuario, Empresa } = models(db);
  // Checked on every request of every service: only the fields the answer needs.
  const user = await Usuario.findOne({ _id: new Types.ObjectId(userId) }, { Activado: 1, Deleted: 1, EmpresaReference: 1, tipoUsuario: 1, sessionVersion: 1 })
    .lean<Pick<UsuarioDoc, '_id' | 'Activado' | 'Deleted' | 'EmpresaReference' | 'tipoUsuario' | 'sessionVersion'>>()
    .exec();
  if (!user) return null;
  const company = user.EmpresaReference
    ? await Empresa.findOne({ _id: user.EmpresaReference }, { Activado: 1 }).lean<Pick<EmpresaDoc, '_id' | 'Activado'>>().exec()
    : null;
  return { active: isActiveUser(user, company), sessionVersion: user.sessionVersion };
}

/** Invalidates every access token of the user (they fail within the services' 5 s cache). */
export async function bumpSessionVersion(db: Connection, userId: Types.ObjectId): Promise<void> {
  await models(db)
    .Usuario.updateOne({ _id: userId }, { $inc: { sessionVersion: 1 } })
    .exec();
}
