import { SendFailure, sendRequest, uploadPendingFile } from './send.ts';
import { deletePending, getPending, listPending, putPending } from './store.ts';
import type { CaptureDraft, FileProgress, PendingCapture, QueueTransport, SubmitOutcome } from './types.ts';

/** Backoff of a capture the network failed: 2 s doubling per attempt up to 5 min, with full jitter above half. */
export const BACKOFF = { baseMs: 2_000, maxMs: 300_000 };

export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

let transport: QueueTransport | null = null;
let seqCounter = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let draining: Promise<void> | null = null;
let again = false;
/** The captures being sent right now (their files' progress) in this window. */
const progress = new Map<string, FileProgress>();
const progressListeners = new Set<() => void>();
const sentListeners = new Set<(clientId: string, response: unknown) => void>();
/** Outcomes a `submitCapture` waits for, by clientId. */
const waiting = new Map<string, (outcome: SubmitOutcome) => void>();

function nextSeq(): number {
  seqCounter = (seqCounter + 1) % 1000;
  return Date.now() * 1000 + seqCounter;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function setProgress(value: FileProgress | null, clientId: string, key: string): void {
  const id = `${clientId}/${key}`;
  if (value) progress.set(id, value);
  else progress.delete(id);
  for (const listener of progressListeners) listener();
}

/** Upload progress of the files being sent (key `${clientId}/${fileKey}`). */
export function fileProgress(): ReadonlyMap<string, FileProgress> {
  return progress;
}

export function onFileProgress(listener: () => void): () => void {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}

/** Called with the service's answer each time a capture arrives (e.g. to refresh the screen's lists). */
export function onCaptureSent(listener: (clientId: string, response: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function settle(clientId: string, outcome: SubmitOutcome): void {
  const resolve = waiting.get(clientId);
  waiting.delete(clientId);
  resolve?.(outcome);
}

/** Sends one capture: its files not uploaded yet (each id kept as it arrives), then its request. */
async function deliver(active: QueueTransport, capture: PendingCapture): Promise<unknown> {
  for (const file of capture.files) {
    if (file.fileId) continue;
    try {
      file.fileId = await uploadPendingFile(active, capture.uploadUrl, file, (fraction) =>
        setProgress({ clientId: capture.clientId, key: file.key, fraction }, capture.clientId, file.key),
      );
    } finally {
      setProgress(null, capture.clientId, file.key);
    }
    // a retry after a lost answer does not upload this photo again
    await putPending(capture);
  }
  return sendRequest(active, capture);
}

/**
 * One pass over the queue, in order: each capture is delivered or, refused, kept as 'rechazada' with
 * the service's reason (the next ones go on); a network failure stops the pass (order is kept) and
 * schedules the next one after the capture's backoff. `force` ignores the backoff (connection back).
 */
async function pass(active: QueueTransport, force: boolean): Promise<void> {
  for (const capture of await listPending()) {
    if (capture.state !== 'pendiente') continue;
    if (!force && capture.nextAttemptAt > Date.now()) return schedule(capture.nextAttemptAt - Date.now());
    if (!isOnline()) return;
    try {
      const response = await deliver(active, capture);
      await deletePending(capture.clientId);
      for (const listener of sentListeners) listener(capture.clientId, response);
      settle(capture.clientId, { status: 'enviada', response });
    } catch (error) {
      const failure = error instanceof SendFailure ? error : new SendFailure('transitoria', String(error));
      if (failure.kind === 'rechazo') {
        await putPending({ ...capture, state: 'rechazada', reason: failure.message });
        settle(capture.clientId, { status: 'rechazada', reason: failure.message });
        continue;
      }
      const attempts = capture.attempts + 1;
      const delay = backoffDelay(attempts);
      await putPending({ ...capture, attempts, nextAttemptAt: Date.now() + delay, reason: failure.message });
      for (const pending of await listPending()) if (pending.state === 'pendiente') settle(pending.clientId, { status: 'pendiente' });
      return schedule(delay);
    }
  }
}

function schedule(delayMs: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(
    () => {
      timer = null;
      void drainQueue();
    },
    Math.max(0, delayMs),
  );
}

async function exclusive(run: () => Promise<void>): Promise<void> {
  // one sender across the app's tabs where the browser has Web Locks
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) await locks.request('insp-capturas-envio', run);
  else await run();
}

/**
 * Sends what is pending, in order, exactly once per capture (the clientId makes the service answer
 * the first result to a repeat). Concurrent calls join the running pass (and run one more after it).
 */
export function drainQueue(options: { force?: boolean } = {}): Promise<void> {
  const active = transport;
  if (!active) return Promise.resolve();
  if (draining) {
    again = true;
    return draining;
  }
  draining = (async () => {
    try {
      do {
        again = false;
        // a storage failure (no IndexedDB) leaves the captures where they are: nothing to report here
        await exclusive(() => pass(active, options.force === true)).catch(() => undefined);
      } while (again);
    } finally {
      draining = null;
    }
  })();
  return draining;
}

let started = false;
/**
 * Gives the queue its way to the services and starts it: a pass now (the app just opened) and one,
 * ignoring backoff, each time the connection returns. Called by the shell (PendingCapturesBadge) and
 * by capture screens; the last transport given is used.
 */
export function startCaptureQueue(next: QueueTransport): void {
  transport = next;
  if (!started && typeof window !== 'undefined') {
    started = true;
    window.addEventListener('online', () => void drainQueue({ force: true }));
  }
  void drainQueue();
}

/**
 * Stores a capture on the device FIRST (nothing is lost if the tab closes while sending), then sends
 * the queue in order. Resolves 'enviada' with the service's answer, 'pendiente' (kept on the device:
 * no network, or earlier captures still waiting) or 'rechazada' with the service's Spanish reason
 * (removed: the open form shows it; `keepRefused` keeps it queued). The same clientId again replaces a stored capture (an edit, sent last).
 */
export async function submitCapture(draft: CaptureDraft, options: { keepRefused?: boolean } = {}): Promise<SubmitOutcome> {
  const stored: PendingCapture = { ...draft, seq: nextSeq(), createdAt: Date.now(), state: 'pendiente', attempts: 0, nextAttemptAt: 0, reason: null };
  const previous = await getPending(draft.clientId);
  if (previous) stored.createdAt = previous.createdAt;
  await putPending(stored);
  if (!transport || !isOnline()) return { status: 'pendiente' };
  const outcome = new Promise<SubmitOutcome>((resolve) => waiting.set(draft.clientId, resolve));
  await drainQueue({ force: true });
  // the pass ended without reaching it (an earlier capture waits for the network)
  if (waiting.has(draft.clientId)) settle(draft.clientId, { status: 'pendiente' });
  const result = await outcome;
  // a form still open shows the refusal itself and keeps the user's data: no copy stays in the queue
  if (result.status === 'rechazada' && !options.keepRefused) await deletePending(draft.clientId);
  return result;
}

/** Forgets a stored capture ('Descartar'). */
export function discardCapture(clientId: string): Promise<void> {
  return deletePending(clientId);
}

/** Tries the stored capture again now (after a refusal, 'Enviar ahora'). */
export async function retryCapture(clientId: string): Promise<void> {
  const capture = await getPending(clientId);
  if (!capture) return;
  await putPending({ ...capture, state: 'pendiente', attempts: 0, nextAttemptAt: 0, reason: null });
  await drainQueue({ force: true });
}
