import { landingPath } from '@insp/domain';

import { sessionAtom, sessionStatusAtom } from '../session/store.ts';
import { useShellValue } from '../session/use-shell-value.ts';
import { GoTo } from './GoTo.tsx';
import { SessionPending } from './SessionPending.tsx';

/** '/': the role's landing page when signed in, sign-in otherwise. */
export function RootRedirect() {
  const session = useShellValue(sessionAtom);
  const status = useShellValue(sessionStatusAtom);
  if (status !== 'ready') return <SessionPending status={status} />;
  return <GoTo to={session ? landingPath(session.user.userType) : '/auth/sign-in'} />;
}
