import { BrowserRouter } from 'react-router';
import GuardedArea from './GuardedArea.tsx';

/** Every non-auth path: the router (shared with the remotes), the guard and the layout. */
export default function SignedInApp() {
  return (
    <BrowserRouter>
      <GuardedArea />
    </BrowserRouter>
  );
}
