import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { usePendingCaptures } from './hooks.ts';
import { onCaptureSent } from './queue.ts';
import { getPending } from './store.ts';
import type { PendingCapture } from './types.ts';
import { useCaptureQueue } from './use-capture-queue.ts';

/**
 * What a capture page needs of the device queue: it starts the queue with the remote's client,
 * calls `onSent` each time one of this device's captures arrives (refresh the lists), reopens the
 * capture named by `?pendiente=<clientId>` (the app bar's 'Editar') through `onEdit`, and answers
 * the captures of `scope` kept on the device. `onSent` and `onEdit` must be stable (useCallback).
 */
export function useDeviceCaptures(scope: string, onSent: () => void, onEdit: (capture: PendingCapture) => void): PendingCapture[] {
  useCaptureQueue();
  useEffect(() => onCaptureSent(onSent), [onSent]);
  const [searchParams] = useSearchParams();
  const pendienteId = searchParams.get('pendiente');
  useEffect(() => {
    if (pendienteId) void getPending(pendienteId).then((capture) => capture && onEdit(capture));
  }, [pendienteId, onEdit]);
  return usePendingCaptures(scope);
}
