/**
 * @insp/ui/offline — captures that wait on the device until the service has them (issue 19 §2).
 *
 * A capture screen builds a CaptureDraft (clientId, the JSON request to its service, the files route,
 * the photos as Blobs with the body field each id goes to, the form's values to reopen it) and calls
 * `submitCapture(draft)`. The draft is stored in IndexedDB first, then the queue is sent in order:
 *  - { status: 'enviada', response }: the service answered (parse `response` with the endpoint's schema);
 *  - { status: 'pendiente' }: no network / 5xx / earlier captures waiting: kept on the device, sent
 *    when the connection returns ('online'), when the app opens, and on a backoff with jitter;
 *  - { status: 'rechazada', reason }: 4xx with the service's Spanish reason; the entry is removed
 *    (the open form shows the reason and keeps its data) unless `{ keepRefused: true }`.
 * A capture refused later, in the background, stays as 'rechazada' with its reason: the screen lists
 * them with <PendingCaptureList> ('Editar' → reopen the form with `capture.form` and the same
 * clientId, `getPending(clientId)`; 'Descartar'). Files are uploaded one by one with progress
 * (<PhotoUploadProgress>), each id kept so a retry never uploads a photo twice; the clientId makes
 * the service answer the first result to a repeat, so each capture arrives exactly once.
 * `useDevicePhotos(max)` keeps the form's photos reduced on the device (reducePhoto: longest side
 * 2048 px, JPEG 0.8, EXIF orientation applied). `useDeviceCaptures(scope, onSent, onEdit)` (or
 * `useCaptureQueue()` alone) starts the queue with the remote's client; the shell's app bar mounts <PendingCapturesBadge> (from '@insp/ui/offline/badge', loaded only once the device has a queue).
 */
export { useFileProgress, usePendingCaptures } from './hooks.ts';
export { PendingCaptureList } from './PendingCaptureList.tsx';
export { PendingCapturesBadge } from './PendingCapturesBadge.tsx';
export { type DevicePhoto, PhotoUploadProgress, useDevicePhotos } from './photos.tsx';
export { BACKOFF, backoffDelay, discardCapture, drainQueue, onCaptureSent, retryCapture, startCaptureQueue, submitCapture } from './queue.ts';
export { PHOTO_MAX_SIDE, PHOTO_QUALITY, reducedSize, reducePhoto } from './reduce-photo.ts';
export { messageOf as serviceMessage } from './send.ts';
export { closeQueueDb, getPending, listPending, onQueueChange } from './store.ts';
export type { CaptureDraft, FileProgress, PendingCapture, PendingFile, PendingState, QueueTransport, SubmitOutcome } from './types.ts';
export { useCaptureQueue } from './use-capture-queue.ts';
export { useDeviceCaptures } from './use-device-captures.ts';
