/**
 * A registry the federation tests read: each app records the React and theme objects it sees,
 * so a test can prove there is one React instance and one theme object across shell and remotes.
 */
export interface FederationProbe {
  react: Record<string, unknown>;
  themes: Record<string, unknown>;
  /** The QueryClient each app's data hooks use, and the QueryClient class of its react-query copy. */
  queryClients?: Record<string, unknown>;
  queryClientClasses?: Record<string, unknown>;
}

declare global {
  interface Window {
    __INSP_FEDERATION__?: FederationProbe;
  }
}

export function recordFederationProbe(app: string, react: unknown, theme?: unknown): void {
  if (typeof window === 'undefined') return;
  const probe = (window.__INSP_FEDERATION__ ??= { react: {}, themes: {} });
  probe.react[app] = react;
  if (theme !== undefined) probe.themes[app] = theme;
}

export function recordQueryClientProbe(app: string, client: unknown, queryClientClass: unknown): void {
  if (typeof window === 'undefined') return;
  const probe = (window.__INSP_FEDERATION__ ??= { react: {}, themes: {} });
  (probe.queryClients ??= {})[app] = client;
  (probe.queryClientClasses ??= {})[app] = queryClientClass;
}
