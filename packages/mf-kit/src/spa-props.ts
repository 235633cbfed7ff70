import type { SessionUser } from '@insp/contracts';

export type NotificationKind = 'success' | 'error' | 'info';

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

/** single-spa custom props the shell hands to every remote. */
export interface SpaCustomProps {
  getAccessToken: () => string | null;
  session: SessionUser;
  api: ApiClient;
  navigate: (path: string) => void;
  notify: (kind: NotificationKind, message: string) => void;
  /** Opens a live subscription (SSE) that the shell closes on 'Cerrar Sesión'. */
  openEventSource: (url: string) => EventSource;
  /** Where single-spa-react mounts the remote (inside the shell's content area). */
  domElementGetter: () => HTMLElement;
}
