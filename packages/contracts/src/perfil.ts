import { auth, perfil } from '@insp/messages';
import { z } from 'zod';

import { MessageResponse, NewPassword } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { UserType } from './identity.ts';

/**
 * 'Perfil' (spec 000 §2 account menu): the signed-in user reads their own data, changes their
 * Nombre / Apellido, and changes their password with the current one (sessions on other devices end).
 */
const nombre = (required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(255, tooLong);

export const Perfil = z.object({
  Nombre: z.string(),
  Apellido: z.string(),
  Email: z.string(),
  tipoUsuario: UserType,
  /** The company's name; null for the platform administrator. */
  Empresa: z.string().nullable(),
  /** 'Recibir resumen diario por correo' (issue 20 §3): on unless the user turned it off. */
  ResumenDiario: z.boolean(),
});
export type Perfil = z.infer<typeof Perfil>;

export const PerfilUpdateBody = z.strictObject({
  Nombre: nombre(perfil.nombreRequired, perfil.nombreTooLong),
  Apellido: nombre(perfil.apellidoRequired, perfil.apellidoTooLong),
});
export type PerfilUpdateBody = z.infer<typeof PerfilUpdateBody>;

export const PerfilResponse = z.object({ message: z.string(), perfil: Perfil });

/** `PUT /me/perfil/resumen-diario`: the morning digest by mail on or off. */
export const PerfilResumenBody = z.strictObject({ ResumenDiario: z.boolean({ error: perfil.resumenDiarioInvalido }) });
export type PerfilResumenBody = z.infer<typeof PerfilResumenBody>;
export type PerfilResponse = z.infer<typeof PerfilResponse>;

/** The new password follows the reset links' rule (8..128, admin refuses the most common ones). */
export const PerfilPasswordBody = z
  .strictObject({
    currentPassword: z.string({ error: perfil.currentPasswordRequired }).min(1, perfil.currentPasswordRequired).max(255, perfil.currentPasswordWrong),
    newPassword: NewPassword,
  })
  .refine((body) => body.currentPassword !== body.newPassword, { message: perfil.samePassword, path: ['newPassword'] });
export type PerfilPasswordBody = z.infer<typeof PerfilPasswordBody>;

/** The page's password form: the body plus the confirmation. */
export const PerfilPasswordForm = z
  .object({
    currentPassword: z.string({ error: perfil.currentPasswordRequired }).min(1, perfil.currentPasswordRequired),
    newPassword: NewPassword,
    confirmPassword: z.string({ error: auth.confirmPasswordRequired }).min(1, auth.confirmPasswordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: auth.newPasswordsDiffer, path: ['confirmPassword'] })
  .refine((form) => form.currentPassword !== form.newPassword, { message: perfil.samePassword, path: ['newPassword'] });
export type PerfilPasswordForm = z.infer<typeof PerfilPasswordForm>;

const NoParams = z.strictObject({});
const tags = ['perfil'];

export const perfilEndpoints = {
  get: endpoint({ method: 'GET', path: '/me/perfil', summary: 'Mi perfil', tags, params: NoParams, response: Perfil }),
  update: endpoint({
    method: 'PUT',
    path: '/me/perfil',
    summary: 'Cambiar mi nombre y apellido',
    tags,
    params: NoParams,
    body: PerfilUpdateBody,
    response: PerfilResponse,
  }),
  resumenDiario: endpoint({
    method: 'PUT',
    path: '/me/perfil/resumen-diario',
    summary: 'Recibir (o no) el resumen diario por correo',
    tags,
    params: NoParams,
    body: PerfilResumenBody,
    response: PerfilResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/me/perfil/password',
    summary: 'Cambiar mi contraseña (con la actual); cierra mis sesiones en otros dispositivos',
    tags,
    params: NoParams,
    body: PerfilPasswordBody,
    response: MessageResponse,
  }),
} as const;
