/** The last guarded page the user visited (spec 000 §2); the sidebar logo links to it. */
const KEY = 'insp.lastPath';
/** Spec 000 §2's default; the logo uses the user's own landing page instead (see logoTarget). */
export const DEFAULT_LAST_PATH = '/administrador/empresas';

export function rememberPath(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the logo falls back to the landing page
  }
}

/** The remembered path, or null when none is (first visit, storage unavailable). */
export function lastPath(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
