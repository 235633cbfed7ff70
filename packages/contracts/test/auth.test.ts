import { describe, expect, it } from 'vitest';
import { NewPasswordBody, ResetPasswordBody, SignInBody, SignUpBody } from '../src/auth.ts';

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

  it('bounds a new password to 6..20 characters', () => {
    expect(NewPasswordBody.safeParse({ token: 't', password: 'a'.repeat(6) }).success).toBe(true);
    expect(NewPasswordBody.safeParse({ token: 't', password: 'a'.repeat(21) }).success).toBe(false);
  });
});
