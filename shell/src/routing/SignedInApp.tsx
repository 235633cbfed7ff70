import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';

import GuardedArea from './GuardedArea.tsx';

/** Re-exported so the sign-in page can start federation from this same chunk while signing in. */
export { bootFederation } from '../federation/boot.ts';

/** The service worker's registration, 'Actualizar' and the offline-data notice (issue 19 §1). */
const PwaChrome = lazy(() => import(/* webpackChunkName: "pwa" */ '../offline/PwaChrome.tsx'));

/** Every non-auth path: the router (shared with the remotes), the guard and the layout. */
export default function SignedInApp() {
  return (
    <BrowserRouter>
      <GuardedArea />
      <Suspense fallback={null}>
        <PwaChrome />
      </Suspense>
    </BrowserRouter>
  );
}
