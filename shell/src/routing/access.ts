import type { ModuleDescriptor } from '@insp/contracts';
import { navigation } from '@insp/messages';
import { resolveRoute } from '@insp/mf-kit';
import type { Session } from '../session/store.ts';
import { loadedDescriptors, type FederationState } from '../federation/state.ts';

export type Access =
  | { kind: 'pending' }
  | { kind: 'signIn' }
  | { kind: 'notFound' }
  | { kind: 'allowed'; descriptor: ModuleDescriptor }
  /** The path belongs to no loaded remote but some remote failed: it may be theirs. */
  | { kind: 'unavailable'; titles: string[] };

export const remoteTitle = (id: string): string =>
  (navigation.modules as Record<string, string>)[id] ?? id;

/**
 * The guard (spec 000 §6): a route's roles decide; a user of another type, or not activated, goes
 * to sign-in. A module switched off for the user reads as an unknown page.
 */
export function decideAccess(
  pathname: string,
  session: Session | null,
  sessionReady: boolean,
  federation: FederationState,
): Access {
  if (!sessionReady || federation.status !== 'ready') return { kind: 'pending' };
  const match = resolveRoute(loadedDescriptors(federation), pathname);
  if (!match) {
    const failed = federation.remotes.filter((r) => !r.descriptor);
    if (failed.length === 0) return { kind: 'notFound' };
    if (!session) return { kind: 'signIn' };
    return { kind: 'unavailable', titles: failed.map((r) => remoteTitle(r.id)) };
  }
  const user = session?.user;
  if (!user || !user.activated || !match.route.roles.includes(user.userType)) return { kind: 'signIn' };
  const flag = match.descriptor.requiredModule;
  if (flag && user.userType !== 'Administrador' && !user.modules[flag]) return { kind: 'notFound' };
  return { kind: 'allowed', descriptor: match.descriptor };
}
