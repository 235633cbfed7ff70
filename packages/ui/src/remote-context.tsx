import type { SpaCustomProps } from '@insp/mf-kit';
// through the shared package entry, so every copy of this module uses the one theme store
import { ModuleRoot } from '@insp/ui';
import { createContext, type ReactNode, useContext } from 'react';

const RemotePropsContext = createContext<SpaCustomProps | null>(null);

/** What a remote's root renders around its routes: the shared theme and the shell's custom props. */
export function RemoteRoot({ props, children }: { props: SpaCustomProps; children: ReactNode }) {
  return (
    <ModuleRoot>
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
