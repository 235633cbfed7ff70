import { PORTAL_MODULES, type PortalModulo } from '@insp/contracts/portal';

/** The module and token of a portal path `/portal/<module>/<token>`; null when the path is not one (unknown module, no token). */
export function portalTarget(path: string): { modulo: PortalModulo; token: string } | null {
  const [, first, modulo, token, ...rest] = path.replace(/\/+$/, '').split('/');
  if (first !== 'portal' || rest.length > 0 || !token) return null;
  const known = PORTAL_MODULES.find((m) => m === modulo);
  return known ? { modulo: known, token: decodeURIComponent(token) } : null;
}
