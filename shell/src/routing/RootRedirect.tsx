import { landingPath } from '@insp/domain';
import { useAtomValue } from 'jotai';

import { sessionAtom, sessionStatusAtom } from '../session/store.ts';
import { GoTo } from './GoTo.tsx';
import { SessionPending } from './SessionPending.tsx';

/** '/': the role's landing page when signed in, sign-in otherwise. */
export function RootRedirect() {
  const session = useAtomValue(sessionAtom);
  const status = useAtomValue(sessionStatusAtom);
  if (status !== 'ready') return <SessionPending status={status} />;
  return <GoTo to={session ? landingPath(session.user.userType) : '/auth/sign-in'} />;
}
