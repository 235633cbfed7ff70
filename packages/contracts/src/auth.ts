import { auth } from '@insp/messages';
import { z } from 'zod';

import { ObjectId, SessionUser } from './identity.ts';

/** Every check carries its Spanish text: forms validate with these schemas in the browser too. */
const requiredString = (required: string) => z.string({ error: required }).min(1, required);

export const SignInBody = z.strictObject({
  email: requiredString(auth.emailRequired).max(255, auth.emailInvalid).pipe(z.email(auth.emailInvalid)),
  password: requiredString(auth.passwordRequired).max(255, auth.passwordRequired),
  remember: z.boolean({ error: auth.rememberInvalid }).optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const SessionResponse = z.object({ accessToken: z.string(), user: SessionUser });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ResetPasswordBody = z.strictObject({
  email: requiredString(auth.resetEmailRequired).max(255, auth.resetEmailInvalid).pipe(z.email(auth.resetEmailInvalid)),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;

/**
 * A password chosen through a reset or welcome link (8 to 128 characters). The spec's 6-20 rule
 * belongs to the closed sign-up form only; admin also refuses the most common passwords.
 */
export const NewPassword = requiredString(auth.passwordRequired).min(NEW_PASSWORD_MIN, auth.newPasswordTooShort).max(NEW_PASSWORD_MAX, auth.newPasswordTooLong);

export const NewPasswordBody = z.strictObject({
  token: z.string({ error: auth.resetLinkInvalid }).min(1, auth.resetLinkInvalid).max(200, auth.resetLinkInvalid),
  password: NewPassword,
});
export type NewPasswordBody = z.infer<typeof NewPasswordBody>;

/** The new-password page's form: the password and its confirmation. */
export const NewPasswordForm = z
  .object({ password: NewPassword, confirmPassword: requiredString(auth.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirmPassword, { message: auth.newPasswordsDiffer, path: ['confirmPassword'] });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const SignUpBody = z
  .strictObject({
    name: requiredString(auth.signUpNameRequired).max(255, auth.signUpNameRequired),
    email: requiredString(auth.emailRequired).max(255, auth.emailInvalid).pipe(z.email(auth.emailInvalid)),
    password: requiredString(auth.passwordRequired).min(6, auth.signUpPasswordLength).max(20, auth.signUpPasswordLength),
    // The spec has one text for the confirmation: a missing one is not equal either.
    confirmPassword: z.string({ error: auth.signUpPasswordsDiffer }),
  })
  .refine((b) => b.password === b.confirmPassword, { message: auth.signUpPasswordsDiffer, path: ['confirmPassword'] });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** `GET /internal/sessions/:userId?sid=`: sid names the refresh family the access token came from. */
export const SessionStateQuery = z.strictObject({ sid: ObjectId.optional() });
export type SessionStateQuery = z.infer<typeof SessionStateQuery>;
