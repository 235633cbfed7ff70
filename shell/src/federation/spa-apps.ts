import { addErrorHandler, navigateToUrl, registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import type { SessionUser } from '@insp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { exposedModule, type SpaCustomProps } from '@insp/mf-kit';
import { api } from '../session/api-client.ts';
import { openEventStream } from '../session/event-streams.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from '../session/store.ts';
import { notify } from '../notifications/notifications.tsx';
import { decideAccess } from '../routing/access.ts';
import { appContainer } from './outlet.ts';
import { federation } from './instance.ts';
import { federationAtom, type RemoteState } from './state.ts';

/** Active when the path is this remote's (most specific match) and the guard lets the user in. */
function isActive(id: string, pathname: string): boolean {
  const access = decideAccess(
    pathname,
    shellStore.get(sessionAtom),
    shellStore.get(sessionStatusAtom) === 'ready',
    shellStore.get(federationAtom),
  );
  return access.kind === 'allowed' && access.descriptor.id === id;
}

let queryClient: Promise<QueryClient> | null = null;

/** The one query cache, loaded when a screen first asks for it (the same promise every time). */
function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('./query-client.ts').then(
    (m) => m.queryClient,
    (error: unknown) => {
      queryClient = null;
      throw error;
    },
  );
  return queryClient;
}

/** The user of the last signed-in session: unmounting after sign-out still gets props. */
let lastUser: SessionUser | null = null;

function customProps(id: string): SpaCustomProps {
  const user = shellStore.get(sessionAtom)?.user ?? lastUser;
  if (!user) throw new Error('no session');
  lastUser = user;
  return {
    getAccessToken: () => shellStore.get(sessionAtom)?.accessToken ?? null,
    session: user,
    api,
    navigate: (path) => navigateToUrl(path),
    notify,
    openEventStream,
    loadQueryClient,
    domElementGetter: () => appContainer(id),
  };
}

async function loadSpa(id: string): Promise<LifeCycles<SpaCustomProps>> {
  const mod = await federation.loadRemote<LifeCycles<SpaCustomProps>>(exposedModule(id, 'spa'));
  if (!mod) throw new Error(`remote ${id} has no spa`);
  return mod;
}

let started = false;

/** Registers each loaded remote's './spa' as a single-spa application, then starts single-spa. */
export function startSpaApps(remotes: RemoteState[]): void {
  if (started) return;
  started = true;
  addErrorHandler((error) => {
    console.error('[shell] remote app failed', error);
    const id = error.appOrParcelName;
    shellStore.set(federationAtom, (s) => (s.brokenSpas.includes(id) ? s : { ...s, brokenSpas: [...s.brokenSpas, id] }));
  });
  for (const { id, descriptor } of remotes) {
    if (!descriptor) continue;
    registerApplication<SpaCustomProps>({
      name: id,
      app: () => loadSpa(id),
      activeWhen: (location) => isActive(id, location.pathname),
      customProps: () => customProps(id),
    });
  }
  start({ urlRerouteOnly: true });
  // the guard depends on the session: re-evaluate activity when it changes without a URL change
  shellStore.sub(sessionAtom, () => void triggerAppChange());
}
