/** 'Remember me' stores only the email, never a credential (spec 000 §2). */
const KEY = 'insp.rememberedEmail';

export function rememberedEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
export function rememberEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
  } catch {
    // storage unavailable
  }
}
export function forgetEmail(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable
  }
}
