import { BrowserRouter } from 'react-router';

import GuardedArea from './GuardedArea.tsx';

/** Re-exported so the sign-in page can start federation from this same chunk while signing in. */
export { bootFederation } from '../federation/boot.ts';

/** Every non-auth path: the router (shared with the remotes), the guard and the layout. */
export default function SignedInApp() {
  return (
    <BrowserRouter>
      <GuardedArea />
    </BrowserRouter>
  );
}
