// @vitest-environment node
// The device capture queue (issue 19 §2) on fake-indexeddb against a fake service: order, backoff,
// refusals kept with their reason, and one record per capture however often it is sent.
import 'fake-indexeddb/auto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  BACKOFF,
  type CaptureDraft,
  closeQueueDb,
  discardCapture,
  drainQueue,
  listPending,
  retryCapture,
  startCaptureQueue,
  submitCapture,
} from '../../src/offline/index.ts';
import { fileProgress, onFileProgress } from '../../src/offline/queue.ts';
import { type FakeCaptureService, fakeCaptureService } from '../../test-support/fake-capture-service.ts';

function draft(n: number, extra: Partial<CaptureDraft> = {}): CaptureDraft {
  return {
    clientId: `c-${n}`,
    module: 'revisiones',
    title: `Captura ${n}`,
    scope: 'listado-1',
    editPath: '/revisiones/captura',
    request: { url: '/api/revisiones/capture', method: 'POST', body: { clientId: `c-${n}`, Comentario: `n${n}`, Imagenes: [] } },
    uploadUrl: '/api/revisiones/companies/x/files',
    files: [{ key: 'foto-1', blob: new Blob([`foto ${n}`], { type: 'image/jpeg' }), name: 'foto.jpg', field: 'Imagenes', multiple: true, fileId: null }],
    form: { Comentario: `n${n}` },
    ...extra,
  };
}

let service: FakeCaptureService;
const online = (value: boolean) => vi.stubGlobal('navigator', { onLine: value });
// the window the queue listens to for 'online' (and announces its changes on)
const browserWindow = new EventTarget();
vi.stubGlobal('window', browserWindow);

beforeEach(() => {
  service = fakeCaptureService();
  online(true);
  startCaptureQueue(service);
});

afterEach(async () => {
  vi.useRealTimers();
  online(true);
  for (const c of await listPending()) await discardCapture(c.clientId);
  await closeQueueDb();
});

describe('the device capture queue', () => {
  it('keeps captures made offline, across a reopened database, and sends them in order once online', async () => {
    online(false);
    expect(await submitCapture(draft(1))).toEqual({ status: 'pendiente' });
    expect(await submitCapture(draft(2))).toEqual({ status: 'pendiente' });
    expect(await submitCapture(draft(3))).toEqual({ status: 'pendiente' });
    expect(service.received).toHaveLength(0);

    // the tab closes: what is stored comes back from IndexedDB
    await closeQueueDb();
    const stored = await listPending();
    expect(stored.map((c) => c.clientId)).toEqual(['c-1', 'c-2', 'c-3']);
    expect(await stored[0]?.files[0]?.blob.text()).toBe('foto 1');

    online(true);
    await drainQueue({ force: true });
    expect(service.received.map((r) => r.body.clientId)).toEqual(['c-1', 'c-2', 'c-3']);
    // each photo's id went into the body's list
    expect(service.received[0]?.body.Imagenes).toHaveLength(1);
    expect(await listPending()).toEqual([]);
  });

  it('answers an online capture at once with the service record', async () => {
    const outcome = await submitCapture(draft(7));
    expect(outcome.status).toBe('enviada');
    expect(outcome.status === 'enviada' && (outcome.response as { Comentario: string }).Comentario).toBe('n7');
    expect(await listPending()).toEqual([]);
  });

  it('retries a capture the network failed with a growing backoff, in order, until it arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    service.mode = 'down';
    expect(await submitCapture(draft(1))).toEqual({ status: 'pendiente' });
    expect(await submitCapture(draft(2))).toEqual({ status: 'pendiente' });
    let [first] = await listPending();
    expect(first?.attempts).toBe(2);
    // the second submit forced a pass: the wait after two failures is 2 × base
    expect(first!.nextAttemptAt - Date.now()).toBe(BACKOFF.baseMs * 2);

    await vi.advanceTimersByTimeAsync(BACKOFF.baseMs * 2);
    // the timer's pass is running: wait for it (a non-forced pass adds nothing before the backoff)
    await drainQueue();
    [first] = await listPending();
    expect(first?.attempts).toBe(3);
    expect(first!.nextAttemptAt - Date.now()).toBe(BACKOFF.baseMs * 4);

    // nothing is sent before the backoff ends
    service.mode = 'ok';
    await vi.advanceTimersByTimeAsync(BACKOFF.baseMs * 4 - 10);
    expect(service.received).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    await drainQueue();
    expect(await listPending()).toEqual([]);
    expect(service.received.map((r) => r.body.clientId)).toEqual(['c-1', 'c-2']);
    vi.mocked(Math.random).mockRestore();
  });

  it('sends at once when the connection returns, whatever the backoff', async () => {
    service.mode = 'offline';
    expect(await submitCapture(draft(1))).toEqual({ status: 'pendiente' });
    service.mode = 'ok';
    await drainQueue();
    expect(service.received).toHaveLength(0);
    browserWindow.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(service.received.map((r) => r.body.clientId)).toEqual(['c-1']));
  });

  it('keeps a refused capture with the service reason, sends the next ones, and lets it be edited or discarded', async () => {
    online(false);
    await submitCapture(draft(1));
    await submitCapture(draft(2));
    service.refuse((body) => body.clientId === 'c-1', 409, 'El recinto ya no existe.');
    online(true);
    await drainQueue({ force: true });

    const [refused, ...rest] = await listPending();
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ clientId: 'c-1', state: 'rechazada', reason: 'El recinto ya no existe.', form: { Comentario: 'n1' } });
    expect([...service.created.keys()]).toEqual(['c-2']);
    // its photo is not uploaded again on an edit's resend
    expect(refused?.files[0]?.fileId).not.toBeNull();

    // edited (same clientId) and sent: it arrives, the refusal gone
    const uploads = service.uploads;
    const edited = draft(1, { request: { ...draft(1).request, body: { clientId: 'c-1', Comentario: 'corregido', Imagenes: [] } }, files: refused!.files });
    expect((await submitCapture(edited)).status).toBe('enviada');
    expect(service.uploads).toBe(uploads);
    expect(service.created.get('c-1')?.Comentario).toBe('corregido');

    online(false);
    await submitCapture(draft(3));
    service.refuse((body) => body.clientId === 'c-3', 422, 'Falta el subcontrato.');
    online(true);
    await retryCapture('c-3');
    expect((await listPending())[0]?.reason).toBe('Falta el subcontrato.');
    await discardCapture('c-3');
    expect(await listPending()).toEqual([]);
  });

  it('an open form gets a refusal back and keeps no copy in the queue', async () => {
    service.refuse(() => true, 400, 'La prioridad no es válida.');
    expect(await submitCapture(draft(1))).toEqual({ status: 'rechazada', reason: 'La prioridad no es válida.' });
    expect(await listPending()).toEqual([]);
  });

  it('a capture sent twice (lost answer, a second tab) is one record answered the same', async () => {
    online(false);
    await submitCapture(draft(1));
    online(true);
    await Promise.all([drainQueue({ force: true }), drainQueue({ force: true }), submitCapture(draft(1))]);
    // the lost answer: the device sends it again with the same clientId
    const again = await submitCapture(draft(1));
    expect(service.created.size).toBe(1);
    expect(again.status === 'enviada' && (again.response as { id: string }).id).toBe(service.created.get('c-1')?.id);
  });

  it('uploads each photo through XMLHttpRequest with its progress and the bearer token; a 401 goes once through api', async () => {
    const requests: Array<{ url: string; authorization: string | undefined }> = [];
    let answer401 = false;
    class FakeXhr {
      upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      ontimeout: (() => void) | null = null;
      onabort: (() => void) | null = null;
      withCredentials = false;
      status = 0;
      responseText = '';
      private url = '';
      private authorization: string | undefined;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        if (name === 'authorization') this.authorization = value;
      }
      send() {
        requests.push({ url: this.url, authorization: this.authorization });
        queueMicrotask(() => {
          for (const loaded of [256, 512, 1024]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1024 });
          this.status = answer401 ? 401 : 201;
          this.responseText = JSON.stringify(
            answer401
              ? { message: 'Sesión expirada' }
              : { id: 'f'.repeat(24), contentType: 'image/jpeg', width: 1, height: 1, size: 1, createdAt: '2026-01-01' },
          );
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const stop = onFileProgress(() => {
      const p = fileProgress().get('c-1/foto-1');
      if (p) seen.push(p.fraction);
    });
    try {
      expect((await submitCapture(draft(1))).status).toBe('enviada');
      expect(seen).toEqual([0.25, 0.5, 1, 1]);
      expect(requests).toEqual([{ url: '/api/revisiones/companies/x/files', authorization: 'Bearer token' }]);
      expect(service.received[0]?.body.Imagenes).toEqual(['f'.repeat(24)]);
      expect(service.uploads).toBe(0);

      // an expired token: the upload goes through api, which renews the session
      answer401 = true;
      expect((await submitCapture(draft(2))).status).toBe('enviada');
      expect(service.uploads).toBe(1);
    } finally {
      stop();
      vi.unstubAllGlobals();
      vi.stubGlobal('window', browserWindow);
    }
  });
});
