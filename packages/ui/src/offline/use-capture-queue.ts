import { useRemoteProps } from '@insp/ui/components';
import { useEffect } from 'react';

import { startCaptureQueue } from './queue.ts';

/** Starts the device queue with the remote's authorized client (the shell's badge does the same). */
export function useCaptureQueue(): void {
  const { api, getAccessToken } = useRemoteProps();
  useEffect(() => startCaptureQueue({ api, getAccessToken }), [api, getAccessToken]);
}
