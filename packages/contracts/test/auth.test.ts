import { auth } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { NewPasswordBody, NewPasswordForm, ResetPasswordBody, SignInBody, SignUpBody } from '../src/auth.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('sign-in body (spec 000 §5)', () => {
  it('accepts an email, a password and remember', () => {
    expect(SignInBody.parse({ email: 'director@andes.cl', password: 'x', remember: true })).toEqual({
      email: 'director@andes.cl',
      password: 'x',
      remember: true,
    });
  });

  it('answers with the Spanish texts of the form', () => {
    expect(messages(SignInBody.safeParse({ email: '', password: '' }))).toEqual(['Email es requerido', 'Contraseña es requerida']);
    expect(messages(SignInBody.safeParse({ password: 'x' }))).toEqual(['Email es requerido']);
    expect(messages(SignInBody.safeParse({ email: 'no-es-email', password: 'x' }))).toEqual(['Debe ser un email válido']);
    expect(messages(SignInBody.safeParse({ email: `${'a'.repeat(250)}@andes.cl`, password: 'x' }))).toEqual(['Debe ser un email válido']);
  });

  it('refuses fields it does not know', () => {
    expect(SignInBody.safeParse({ email: 'a@b.cl', password: 'x', admin: true }).success).toBe(false);
  });
});

describe('recovery and sign-up bodies', () => {
  it('uses the recovery texts', () => {
    expect(messages(ResetPasswordBody.safeParse({ email: '' }))).toEqual(['Correo es requerido']);
    expect(messages(ResetPasswordBody.safeParse({ email: 'x' }))).toEqual(['Debe ser un correo válido']);
  });

  it('applies the sign-up rules', () => {
    const base = { name: 'Ana', email: 'ana@andes.cl', password: 'secreta', confirmPassword: 'secreta' };
    expect(SignUpBody.safeParse(base).success).toBe(true);
    expect(messages(SignUpBody.safeParse({ ...base, name: '' }))).toEqual(['Name is required']);
    expect(messages(SignUpBody.safeParse({ ...base, password: '12345', confirmPassword: '12345' }))).toEqual(['Must be at least 6 characters']);
    expect(messages(SignUpBody.safeParse({ ...base, confirmPassword: 'otra' }))).toEqual(['Both password need to be the same']);
  });

  it('bounds a new password to 8..128 characters, in Spanish', () => {
    expect(NewPasswordBody.safeParse({ token: 't', password: 'a'.repeat(8) }).success).toBe(true);
    expect(NewPasswordBody.safeParse({ token: 't', password: 'a'.repeat(128) }).success).toBe(true);
    expect(messages(NewPasswordBody.safeParse({ token: 't', password: 'a'.repeat(7) }))).toEqual([auth.newPasswordTooShort]);
    expect(messages(NewPasswordBody.safeParse({ token: 't', password: 'a'.repeat(129) }))).toEqual([auth.newPasswordTooLong]);
    expect(messages(NewPasswordBody.safeParse({}))).toEqual([auth.resetLinkInvalid, auth.passwordRequired]);
  });

  it('gives the forms no English text, whatever is missing', () => {
    const english = /invalid input|expected|received|must be at least|both password/i;
    const signUp = messages(SignUpBody.safeParse({}));
    expect(signUp).toEqual(['Name is required', auth.emailRequired, auth.passwordRequired, 'Both password need to be the same']);
    expect(messages(NewPasswordForm.safeParse({}))).toEqual([auth.passwordRequired, auth.confirmPasswordRequired]);
    expect(messages(NewPasswordForm.safeParse({ password: 'a'.repeat(6) }))).toEqual([auth.newPasswordTooShort, auth.confirmPasswordRequired]);
    expect(messages(NewPasswordForm.safeParse({ password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) }))).toEqual([]);
    expect(messages(NewPasswordForm.safeParse({ password: 'a'.repeat(21), confirmPassword: 'b' }))).toEqual([auth.newPasswordsDiffer]);
    for (const text of messages(NewPasswordForm.safeParse({ password: 5, confirmPassword: null }))) expect(text).not.toMatch(english);
    expect(messages(SignInBody.safeParse({ email: 'a@b.cl', password: 'x', remember: 'si' }))).toEqual([auth.rememberInvalid]);
  });
});
