/** The last guarded page the user visited (spec 000 §2); the sidebar logo links to it. */
const KEY = 'insp.lastPath';
export const DEFAULT_LAST_PATH = '/administrador/empresas';

export function rememberPath(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the logo falls back to the default
  }
}

export function lastPath(): string {
  try {
    return localStorage.getItem(KEY) ?? DEFAULT_LAST_PATH;
  } catch {
    return DEFAULT_LAST_PATH;
  }
}
