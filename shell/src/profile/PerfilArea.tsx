import { perfil } from '@insp/messages';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';

import { AppLayout } from '../layout/AppLayout.tsx';
import { notify } from '../notifications/notifications.tsx';
import { GoTo } from '../routing/GoTo.tsx';
import { SessionPending } from '../routing/SessionPending.tsx';
import { api } from '../session/api-client.ts';
import { refreshSession } from '../session/session.ts';
import { sessionAtom, sessionStatusAtom } from '../session/store.ts';
import { useShellValue } from '../session/use-shell-value.ts';

const PerfilPage = lazy(() => import(/* webpackChunkName: "perfil" */ './PerfilPage.tsx'));

/** /perfil inside the signed-in frame: every signed-in user, whatever their role; signed out → sign-in. */
export default function PerfilArea() {
  const session = useShellValue(sessionAtom);
  const status = useShellValue(sessionStatusAtom);
  if (status !== 'ready') return <SessionPending status={status} />;
  if (!session?.user.activated) return <GoTo to="/auth/sign-in" />;
  return (
    <AppLayout
      failedTitle={null}
      deniedTitle={perfil.title}
      notice={
        <Suspense fallback={<LinearProgress />}>
          <PerfilPage api={api} notify={notify} onNameChanged={() => void refreshSession()} />
        </Suspense>
      }
    />
  );
}
