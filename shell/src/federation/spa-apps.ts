import type { SessionUser } from '@insp/contracts';
import { exposedModule, settledForUse, type SpaCustomProps } from '@insp/mf-kit';
import type { QueryClient } from '@tanstack/react-query';
import { addErrorHandler, type LifeCycles, navigateToUrl, registerApplication, start, triggerAppChange } from 'single-spa';

import { notify } from '../notifications/notifications.tsx';
import { decideAccess } from '../routing/access.ts';
import { api } from '../session/api-client.ts';
import { openEventStream } from '../session/event-streams.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from '../session/store.ts';
import { federation, remoteInitOrder } from './instance.ts';
import { appContainer } from './outlet.ts';
import { loadWithRetry } from './retry.ts';
import { federationAtom, type RemoteState } from './state.ts';

/** Active when the path is this remote's (most specific match) and the guard lets the user in. */
function isActive(id: string, pathname: string): boolean {
  const access = decideAccess(pathname, shellStore.get(sessionAtom), shellStore.get(sessionStatusAtom) === 'ready', shellStore.get(federationAtom));
  return access.kind === 'allowed' && access.descriptor.id === id;
}

let queryClient: Promise<QueryClient> | null = null;

/**
 * The one query cache (the same promise every time), loaded when a remote first asks for it (the
 * remotes whose screens read it ask while mounting): a render after it has arrived takes it without
 * suspending.
 */
function loadQueryClient(): Promise<QueryClient> {
  // in the chunk of the shared '@tanstack/react-query' (provided.ts)
  queryClient ??= settledForUse(
    import(/* webpackChunkName: "react-query" */ './query-client.ts').then(
      (m) => m.queryClient,
      (error: unknown) => {
        queryClient = null;
        throw error;
      },
    ),
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

/** Per try; a remote's screen code gets two (see loadWithRetry), then the failure with 'Reintentar'. */
const SPA_TIMEOUT_MS = 20_000;

/**
 * A remote's entry and screen code, downloaded the first time one of its routes is active (single-spa
 * asks once per app): the remotes of screens the user never opens cost nothing.
 */
async function loadSpa(id: string): Promise<LifeCycles<SpaCustomProps>> {
  remoteInitOrder.expect([id]);
  try {
    return await loadWithRetry(
      `screens of ${id}`,
      async () => {
        const mod = await federation.loadRemote<LifeCycles<SpaCustomProps>>(exposedModule(id, 'spa'));
        if (!mod) throw new Error(`remote ${id} has no spa`);
        return mod;
      },
      SPA_TIMEOUT_MS,
    );
  } catch (error) {
    // the remotes after it stop waiting for it (init-order.ts)
    remoteInitOrder.settle(id);
    throw error;
  }
}

/**
 * Everything `isActive` reads. single-spa evaluates activity only when asked (a URL change or
 * triggerAppChange): each of these, whenever it changes, asks again, so the order in which the
 * session, the registry and the descriptors arrive cannot leave the URL's screen unmounted.
 */
const activityInputs = [sessionAtom, sessionStatusAtom, federationAtom] as const;

let started = false;

/** Registers each described remote's './spa' as a single-spa application (loaded when active), then starts single-spa. */
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
  // single-spa queues a change asked for while an evaluation is under way and runs it after
  for (const input of activityInputs) shellStore.sub(input, () => void triggerAppChange());
  start({ urlRerouteOnly: true });
}
