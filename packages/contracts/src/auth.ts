import { z } from 'zod';
import { auth } from '@insp/messages';
import { SessionUser } from './identity.ts';

const requiredString = (required: string) => z.string({ error: required }).min(1, required);

export const SignInBody = z.strictObject({
  email: requiredString(auth.emailRequired).max(255, auth.emailInvalid).pipe(z.email(auth.emailInvalid)),
  password: requiredString(auth.passwordRequired).max(255, auth.passwordRequired),
  remember: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const SessionResponse = z.object({ accessToken: z.string(), user: SessionUser });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ResetPasswordBody = z.strictObject({
  email: requiredString(auth.resetEmailRequired).max(255, auth.resetEmailInvalid).pipe(z.email(auth.resetEmailInvalid)),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const NewPasswordBody = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().min(6, auth.signUpPasswordLength).max(20, auth.signUpPasswordLength),
});
export type NewPasswordBody = z.infer<typeof NewPasswordBody>;

export const SignUpBody = z
  .strictObject({
    name: requiredString(auth.signUpNameRequired).max(255, auth.signUpNameRequired),
    email: requiredString(auth.emailRequired).max(255, auth.emailInvalid).pipe(z.email(auth.emailInvalid)),
    password: requiredString(auth.passwordRequired).min(6, auth.signUpPasswordLength).max(20, auth.signUpPasswordLength),
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, { message: auth.signUpPasswordsDiffer, path: ['confirmPassword'] });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
