import { shell } from '@insp/messages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { bootFederation } from '../federation/boot.ts';
import { federationAtom } from '../federation/state.ts';
import { FullPageProgress } from '../FullPageProgress.tsx';
import { AppLayout } from '../layout/AppLayout.tsx';
import { isPerfilPath } from '../profile/path.ts';
import PerfilArea from '../profile/PerfilArea.tsx';
import { sessionAtom, sessionStatusAtom } from '../session/store.ts';
import { useShellValue } from '../session/use-shell-value.ts';
import { decideAccess } from './access.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { GoTo } from './GoTo.tsx';
import { rememberPath } from './last-path.ts';
import { SessionPending } from './SessionPending.tsx';

/** Every non-auth path: waits for session + descriptors, applies the role guard, renders the layout. */
export default function GuardedArea() {
  const { pathname, search } = useLocation();
  const session = useShellValue(sessionAtom);
  const status = useShellValue(sessionStatusAtom);
  const federation = useShellValue(federationAtom);
  const access = decideAccess(pathname, session, status === 'ready', federation);

  useEffect(() => {
    void bootFederation();
  }, []);
  useEffect(() => {
    if (access.kind === 'allowed' || access.kind === 'unavailable') rememberPath(pathname + search);
  }, [access.kind, pathname, search]);

  // 'Perfil' belongs to the shell, not to a remote: every signed-in user may open it
  if (isPerfilPath(pathname)) return <PerfilArea />;
  if (status !== 'ready') return <SessionPending status={status} />;
  switch (access.kind) {
    case 'pending':
      return <FullPageProgress />;
    case 'signIn':
      return <GoTo to="/auth/sign-in" />;
    case 'denied':
      return <AppLayout failedTitle={null} notice={<AccessDenied landing={access.landing} />} deniedTitle={shell.accessDeniedTitle} />;
    case 'notFound':
      return <GoTo to="/auth/404" />;
    case 'unavailable':
      return <AppLayout failedTitle={access.titles.join(', ')} />;
    case 'allowed': {
      const broken = federation.brokenSpas.includes(access.descriptor.id);
      return <AppLayout failedTitle={broken ? access.descriptor.title : null} />;
    }
  }
}
