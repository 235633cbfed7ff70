import type { SpaCustomProps } from '@insp/mf-kit';
// through the shared package entry, so every copy of this module uses the one theme store
import { ModuleRoot } from '@insp/ui';
import { createContext, type ReactNode, useContext } from 'react';

import { FederationProbeRecorder } from './probe.ts';

const RemotePropsContext = createContext<SpaCustomProps | null>(null);

/**
 * What a remote's root renders around its routes: the shared theme and the shell's custom props.
 * `probe` names the remote and hands over the React its bundle resolved, for the federation test's
 * registry (recorded once here, never by a screen).
 */
export function RemoteRoot({ props, probe, children }: { props: SpaCustomProps; probe?: { app: string; react: unknown }; children: ReactNode }) {
  return (
    <ModuleRoot>
      {probe ? <FederationProbeRecorder app={probe.app} react={probe.react} /> : null}
      <RemotePropsContext.Provider value={props}>{children}</RemotePropsContext.Provider>
    </ModuleRoot>
  );
}

/** The shell's custom props (session, api client, navigate, notify) inside a remote. */
export function useRemoteProps(): SpaCustomProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps must be used inside RemoteRoot');
  return props;
}

/** The shell's custom props, or null outside a remote (the shell's own public pages, e.g. the portal). */
export function useOptionalRemoteProps(): SpaCustomProps | null {
  return useContext(RemotePropsContext);
}
