// A small stand-in for a module service's capture + files routes, for the device queue's tests: it
// answers like the real ones (idempotent capture by clientId, 4xx with a Spanish message) and can be
// switched off (no network) or to 503.
import { type ApiClient, ApiError } from '@insp/mf-kit';

export interface FakeCaptureService {
  api: ApiClient;
  getAccessToken: () => string | null;
  /** 'ok' answers; 'offline' fails like fetch without network; 'down' answers 503. */
  mode: 'ok' | 'offline' | 'down';
  /** Refuses the next capture whose body matches (once), with this status and message. */
  refuse: (match: (body: Record<string, unknown>) => boolean, status: number, message: string) => void;
  /** Every capture request received (repeats included), in order. */
  received: Array<{ url: string; body: Record<string, unknown> }>;
  /** The records created: one per clientId. */
  created: Map<string, Record<string, unknown>>;
  uploads: number;
}

let ids = 0;
const objectId = () => (++ids).toString(16).padStart(24, 'a');

export function fakeCaptureService(): FakeCaptureService {
  const refusals: Array<{ match: (body: Record<string, unknown>) => boolean; status: number; message: string }> = [];
  const service: FakeCaptureService = {
    mode: 'ok',
    received: [],
    created: new Map(),
    uploads: 0,
    getAccessToken: () => 'token',
    refuse: (match, status, message) => void refusals.push({ match, status, message }),
    api: async <T>(url: string, init?: RequestInit): Promise<T> => {
      await Promise.resolve();
      if (service.mode === 'offline') throw new TypeError('Failed to fetch');
      if (service.mode === 'down') throw new ApiError(503, 'El servicio no está disponible. Intenta nuevamente en unos momentos.');
      if (url.endsWith('/files')) {
        service.uploads += 1;
        return { id: objectId(), contentType: 'image/jpeg', width: 10, height: 10, size: 10, createdAt: new Date().toISOString() } as T;
      }
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      service.received.push({ url, body });
      const refusal = refusals.find((r) => r.match(body));
      if (refusal) {
        refusals.splice(refusals.indexOf(refusal), 1);
        throw new ApiError(refusal.status, refusal.message);
      }
      const clientId = String(body.clientId);
      const first = service.created.get(clientId);
      if (first) return first as T;
      const record = { ...body, id: objectId(), Numero: service.created.size + 1 };
      service.created.set(clientId, record);
      return record as T;
    },
  };
  return service;
}
