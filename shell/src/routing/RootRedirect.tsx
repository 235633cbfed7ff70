import { landingPath } from '@insp/domain';
import { useAtomValue } from 'jotai';

import { FullPageProgress } from '../FullPageProgress.tsx';
import { sessionAtom, sessionStatusAtom } from '../session/store.ts';
import { GoTo } from './GoTo.tsx';

/** '/': the role's landing page when signed in, sign-in otherwise. */
export function RootRedirect() {
  const session = useAtomValue(sessionAtom);
  const status = useAtomValue(sessionStatusAtom);
  if (status === 'restoring') return <FullPageProgress />;
  return <GoTo to={session ? landingPath(session.user.userType) : '/auth/sign-in'} />;
}
