import type { SessionUser } from '@insp/contracts';
import type { QueryClient } from '@tanstack/react-query';

import type { EventStreamMessage } from './sse.ts';

export type NotificationKind = 'success' | 'error' | 'info';

/** Spec 000 §9: a notice clears after 3.5 s. */
export const NOTICE_MS = 3500;
/** Spec 001: the report / Excel snackbar ('Descargando') hides after 6 s. */
export const DOWNLOAD_NOTICE_MS = 6000;

export interface NotifyOptions {
  /** How long this notice shows, counted from when it appears (default NOTICE_MS). */
  durationMs?: number;
}

/** Authorized JSON call through the gateway: adds the bearer token, refreshes once on 401. */
export type ApiClient = <T>(path: string, init?: RequestInit) => Promise<T>;

/** Error thrown by ApiClient: status and the service's Spanish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether `error` is an ApiError of any copy of this package: the shell and each remote bundle their
 * own @insp/mf-kit (it is not a shared singleton), so `instanceof` only holds within one app.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';
}

export interface EventStreamOptions {
  /** Called for every event (the stream's `: ping` comments are not events). */
  onEvent: (message: EventStreamMessage) => void;
  /** Resume after this event id (sent as the Last-Event-ID header of the first request). */
  lastEventId?: string;
}

export interface EventStream {
  close: () => void;
}

/**
 * A live subscription to a server-sent events URL of the gateway, authorized like `api` (bearer
 * token, refreshed on 401), reconnecting with backoff and Last-Event-ID; the shell closes every
 * open stream on 'Cerrar Sesión'.
 */
export type OpenEventStream = (url: string, options: EventStreamOptions) => EventStream;

/** single-spa custom props the shell hands to every remote. */
export interface SpaCustomProps {
  getAccessToken: () => string | null;
  session: SessionUser;
  api: ApiClient;
  navigate: (path: string) => void;
  notify: (kind: NotificationKind, message: string, options?: NotifyOptions) => void;
  openEventStream: OpenEventStream;
  /**
   * The shell's ONE query cache (TanStack Query), loaded on first use so screens without data hooks
   * (and the sign-in page) never download it. Always the same promise: read it with React's `use()`
   * (`useSharedQueryClient` in `@insp/ui/data`). Cleared on 'Cerrar Sesión'.
   */
  loadQueryClient: () => Promise<QueryClient>;
  /** Where single-spa-react mounts the remote (inside the shell's content area). */
  domElementGetter: () => HTMLElement;
}
