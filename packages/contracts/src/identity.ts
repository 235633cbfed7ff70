import { z } from 'zod';

export const userTypes = ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'] as const;
export const UserType = z.enum(userTypes);
export type UserType = z.infer<typeof UserType>;

/** Module flags as the spec names them on users (Revisiones, Checklist, ChecklistsOT). */
export const moduleFlags = ['Revisiones', 'Checklist', 'ChecklistsOT'] as const;
export const ModuleFlag = z.enum(moduleFlags);
export type ModuleFlag = z.infer<typeof ModuleFlag>;

export const ModuleFlags = z.strictObject({ Revisiones: z.boolean(), Checklist: z.boolean(), ChecklistsOT: z.boolean() });
export type ModuleFlags = z.infer<typeof ModuleFlags>;

export const ObjectId = z.string().regex(/^[a-f0-9]{24}$/);

/** Claims of the access token (see docs/architecture.md). */
export const AccessClaims = z.object({
  sub: ObjectId,
  companyId: ObjectId.nullable(),
  userType: UserType,
  modules: ModuleFlags,
  sv: z.number().int().nonnegative(),
  email: z.string(),
  name: z.string(),
  /** The refresh family (session) the token was issued for: signing out ends it on every service. */
  sid: ObjectId.optional(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

/** The signed-in user as the shell keeps it (spec 000 §3, "the signed-in session holds"). */
export const SessionUser = z.object({
  id: ObjectId,
  email: z.string(),
  name: z.string(),
  userType: UserType,
  companyId: ObjectId.nullable(),
  companyName: z.string().nullable(),
  activated: z.boolean(),
  modules: ModuleFlags,
});
export type SessionUser = z.infer<typeof SessionUser>;
