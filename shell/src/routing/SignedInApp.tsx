import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';

import { removeBootFrame } from '../boot-frame-remove.ts';
import { afterFirstScreen } from '../offline/after-first-screen.ts';
import GuardedArea from './GuardedArea.tsx';

/** Re-exported so the sign-in page can start federation from this same chunk while signing in. */
export { bootFederation } from '../federation/boot.ts';

/**
 * The service worker's registration, 'Actualizar' and the offline-data notice (issue 19 §1): its chunk
 * is asked for once the page has loaded and the browser is idle (issue 19 §5), not beside the first
 * screen's own scripts.
 */
const PwaChrome = lazy(() => import(/* webpackChunkName: "pwa" */ '../offline/PwaChrome.tsx'));

/** Every non-auth path: the router (shared with the remotes), the guard and the layout. */
export default function SignedInApp() {
  // a signed-in user sent on from /auth/sign-in: the static sign-in card must not stay on top
  useEffect(removeBootFrame, []);
  const [pwa, setPwa] = useState(false);
  useEffect(() => afterFirstScreen(() => setPwa(true)), []);
  return (
    <BrowserRouter>
      <GuardedArea />
      {pwa ? (
        <Suspense fallback={null}>
          <PwaChrome />
        </Suspense>
      ) : null}
    </BrowserRouter>
  );
}
