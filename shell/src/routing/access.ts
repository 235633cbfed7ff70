import type { ModuleDescriptor } from '@insp/contracts';
import { landingPath } from '@insp/domain';
import { navigation } from '@insp/messages';
import { resolveRoute } from '@insp/mf-kit';

import { type FederationState, loadedDescriptors } from '../federation/state.ts';
import type { Session } from '../session/store.ts';

export type Access =
  | { kind: 'pending' }
  | { kind: 'signIn' }
  /** Signed in, but the page is another role's: 'Acceso denegado' with a link to the user's landing page. */
  | { kind: 'denied'; landing: string }
  | { kind: 'notFound' }
  | { kind: 'allowed'; descriptor: ModuleDescriptor }
  /** The path belongs to no loaded remote but some remote failed: it may be theirs. */
  | { kind: 'unavailable'; titles: string[] };

export const remoteTitle = (id: string): string => (navigation.modules as Record<string, string>)[id] ?? id;

/**
 * The guard (spec 000 §6): a route's roles decide. Signed out, or not activated: sign-in. Signed in
 * as another role: 'Acceso denegado' (the session is alive; sign-in would only confuse). A module
 * switched off for the user, the remote's or the route's own, reads as an unknown page.
 */
export function decideAccess(pathname: string, session: Session | null, sessionReady: boolean, federation: FederationState): Access {
  if (!sessionReady || federation.status !== 'ready') return { kind: 'pending' };
  const match = resolveRoute(loadedDescriptors(federation), pathname);
  if (!match) {
    const failed = federation.remotes.filter((r) => !r.descriptor);
    if (failed.length === 0) return { kind: 'notFound' };
    if (!session) return { kind: 'signIn' };
    return { kind: 'unavailable', titles: failed.map((r) => remoteTitle(r.id)) };
  }
  const user = session?.user;
  if (!user || !user.activated) return { kind: 'signIn' };
  if (!match.route.roles.includes(user.userType)) return { kind: 'denied', landing: landingPath(user.userType) };
  if (user.userType !== 'Administrador') {
    for (const flag of [match.descriptor.requiredModule, match.route.module]) {
      if (flag && !user.modules[flag]) return { kind: 'notFound' };
    }
  }
  return { kind: 'allowed', descriptor: match.descriptor };
}

/** True when the signed-in user may open `path` (query string allowed) as things stand. */
export function mayOpen(path: string, session: Session | null, federation: FederationState): boolean {
  return decideAccess(path.split(/[?#]/)[0] ?? path, session, true, federation).kind === 'allowed';
}

/**
 * Where the sidebar logo leads (spec 000 §2: the last visited path): the page the user is on when
 * they may open it, else the last page remembered on this browser if they may open it (another
 * user's may be another role's), else their landing page.
 */
export function logoTarget(current: string, remembered: string | null, session: Session | null, federation: FederationState): string {
  if (!session) return '/auth/sign-in';
  if (mayOpen(current, session, federation)) return current;
  if (remembered && mayOpen(remembered, session, federation)) return remembered;
  return landingPath(session.user.userType);
}
