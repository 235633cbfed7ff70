import { nameKey } from '@insp/domain';
import type { Connection, Types } from 'mongoose';

import { type AccountDoc, type EmpresaDoc, models, type UsuarioDoc } from '../../models/index.ts';
import { findAccountByUser, setPassword } from '../../repositories/accounts.ts';
import { findCompany } from '../../repositories/companies.ts';

/**
 * Ends every refresh family of the user but `keep`: their refreshes fail at once and their access
 * tokens (which name their family as sid) within the services' session cache, while the device that
 * changed the password stays signed in. Tokens of a family know nothing of sessionVersion here, so
 * it is not bumped (that would sign out the caller too).
 */
async function revokeOtherSessions(db: Connection, userId: Types.ObjectId, keep: Types.ObjectId | null): Promise<number> {
  const { Session, SessionRotation } = models(db);
  const filter = { userId, revoked: false, ...(keep ? { _id: { $ne: keep } } : {}) };
  const ended = await Session.find(filter, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec();
  if (ended.length === 0) return 0;
  const ids = ended.map((session) => session._id);
  await Session.updateMany({ _id: { $in: ids }, revoked: false }, { $set: { revoked: true, revokedAt: new Date(), revokedReason: 'password-changed' } }).exec();
  // The grace records would hand a rotated token's successor to a late tab of a revoked family.
  await SessionRotation.deleteMany({ sessionId: { $in: ids } }).exec();
  return ids.length;
}

/**
 * The signed-in user's own records. The tenant is the user themself: every function takes the
 * user's id first and filters by it (a user has no say over anyone else's profile).
 */
export function perfilRepository(db: Connection) {
  const { Usuario } = models(db);

  return {
    user: (userId: Types.ObjectId): Promise<UsuarioDoc | null> => Usuario.findOne({ _id: userId, Deleted: false }).lean<UsuarioDoc>().exec(),
    company: (companyId: Types.ObjectId): Promise<EmpresaDoc | null> => findCompany(db, companyId),
    account: (userId: Types.ObjectId): Promise<AccountDoc | null> => findAccountByUser(db, userId),

    /** Nombre and Apellido with the users list's key ("Nombre Apellido" without case or accents). */
    setNombre: (userId: Types.ObjectId, Nombre: string, Apellido: string): Promise<UsuarioDoc | null> =>
      Usuario.findOneAndUpdate(
        { _id: userId, Deleted: false },
        { $set: { Nombre, Apellido, NombreKey: nameKey(`${Nombre} ${Apellido}`) } },
        { returnDocument: 'after' },
      )
        .lean<UsuarioDoc>()
        .exec(),

    /** 'Recibir resumen diario por correo' on or off. */
    setResumenDiario: (userId: Types.ObjectId, ResumenDiario: boolean): Promise<UsuarioDoc | null> =>
      Usuario.findOneAndUpdate({ _id: userId, Deleted: false }, { $set: { ResumenDiario } }, { returnDocument: 'after' }).lean<UsuarioDoc>().exec(),

    setPassword: (userId: Types.ObjectId, email: string, passwordHash: string, now: Date): Promise<void> => setPassword(db, userId, email, passwordHash, now),
    /** Ends the user's refresh families except `keep` (the caller's own). */
    revokeOtherSessions: (userId: Types.ObjectId, keep: Types.ObjectId | null) => revokeOtherSessions(db, userId, keep),
  };
}

export type PerfilRepository = ReturnType<typeof perfilRepository>;
