import type { AccessClaims, MessageResponse, Perfil, PerfilPasswordBody, PerfilResponse, PerfilResumenBody, PerfilUpdateBody } from '@insp/contracts';
import { common, perfil as texts } from '@insp/messages';
import { resumenes } from '@insp/messages/resumenes';
import { HttpError } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { checkNewPassword } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { TooManyAttempts } from '../../auth/service.ts';
import { signInThrottle, throttleKey } from '../../auth/throttle.ts';
import type { UsuarioDoc } from '../../models/index.ts';
import { toPerfil } from './mappers.ts';
import { perfilRepository } from './repository.ts';

/**
 * 'Perfil': the signed-in user's own name and password. Guessing the current password through this
 * route is throttled like sign-in (same email and client address), so a stolen access token does not
 * become a password oracle.
 */
export function perfilService(db: Connection) {
  const repo = perfilRepository(db);
  const throttle = signInThrottle(db);

  const userOf = async (principal: AccessClaims): Promise<UsuarioDoc> => {
    const user = await repo.user(new Types.ObjectId(principal.sub));
    if (!user) throw new HttpError(401, common.unauthenticated);
    return user;
  };
  const perfilOf = async (user: UsuarioDoc): Promise<Perfil> => toPerfil(user, user.EmpresaReference ? await repo.company(user.EmpresaReference) : null);

  return {
    get: async (principal: AccessClaims): Promise<Perfil> => perfilOf(await userOf(principal)),

    async update(principal: AccessClaims, body: PerfilUpdateBody): Promise<PerfilResponse> {
      const user = await repo.setNombre((await userOf(principal))._id, body.Nombre, body.Apellido);
      if (!user) throw new HttpError(401, common.unauthenticated);
      return { message: texts.updated, perfil: await perfilOf(user) };
    },

    /** The morning digest by mail on or off (issue 20 §3). */
    async setResumenDiario(principal: AccessClaims, body: PerfilResumenBody): Promise<PerfilResponse> {
      const user = await repo.setResumenDiario((await userOf(principal))._id, body.ResumenDiario);
      if (!user) throw new HttpError(401, common.unauthenticated);
      return { message: body.ResumenDiario ? resumenes.perfilActivado : resumenes.perfilDesactivado, perfil: await perfilOf(user) };
    },

    /**
     * The current password must match (400 otherwise: a 401 would read as an ended session); the new
     * one passes the reset links' policy. Every other session of the user ends; this one stays.
     */
    async changePassword(principal: AccessClaims, body: PerfilPasswordBody, address: string): Promise<MessageResponse> {
      const user = await userOf(principal);
      const account = await repo.account(user._id);
      if (!account || user.Email === null) throw new HttpError(401, common.unauthenticated);
      const key = throttleKey(account.email, address);
      const attempt = await throttle.begin(key, new Date());
      if (attempt.retryAfterSeconds !== null) throw new TooManyAttempts(attempt.retryAfterSeconds);
      if (!(await verifyPassword(account.passwordHash, body.currentPassword))) throw new HttpError(400, texts.currentPasswordWrong);
      await throttle.succeeded(key);
      checkNewPassword(body.newPassword);
      await repo.setPassword(user._id, account.email, await hashPassword(body.newPassword), new Date());
      const keep = principal.sid === undefined ? null : new Types.ObjectId(principal.sid);
      await repo.revokeOtherSessions(user._id, keep);
      return { message: texts.passwordChanged };
    },
  };
}
