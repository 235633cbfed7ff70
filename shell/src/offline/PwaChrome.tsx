import { useEffect } from 'react';

import { OfflineDataNotice } from './OfflineDataNotice.tsx';
import { registerServiceWorker } from './register.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

/**
 * The installable console's part of the signed-in pages (issue 19 §1): registers the service worker
 * and shows its notices. Loaded lazily after sign-in, so the sign-in page carries none of it.
 */
export default function PwaChrome() {
  useEffect(() => {
    // development builds (rspack serve, NODE_ENV=development) have no /sw.js
    if (process.env.NODE_ENV === 'production') registerServiceWorker();
  }, []);
  return (
    <>
      <OfflineDataNotice />
      <UpdatePrompt />
    </>
  );
}
