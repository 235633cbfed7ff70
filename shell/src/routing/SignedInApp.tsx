import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';

import { removeBootFrame } from '../boot-frame-remove.ts';
import GuardedArea from './GuardedArea.tsx';

/** Re-exported so the sign-in page can start federation from this same chunk while signing in. */
export { bootFederation } from '../federation/boot.ts';

/** The service worker's registration, 'Actualizar' and the offline-data notice (issue 19 §1). */
const PwaChrome = lazy(() => import(/* webpackChunkName: "pwa" */ '../offline/PwaChrome.tsx'));

/** Every non-auth path: the router (shared with the remotes), the guard and the layout. */
export default function SignedInApp() {
  // a signed-in user sent on from /auth/sign-in: the static sign-in card must not stay on top
  useEffect(removeBootFrame, []);
  return (
    <BrowserRouter>
      <GuardedArea />
      <Suspense fallback={null}>
        <PwaChrome />
      </Suspense>
    </BrowserRouter>
  );
}
