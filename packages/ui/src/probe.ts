import { useTheme } from '@mui/material/styles';
import { useEffect } from 'react';

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

/**
 * Records, once at a remote's root, the React its own bundle resolved and the theme object it sees
 * (the federation test reads them). Rendered by RemoteRoot when the remote names itself: the
 * screens know nothing of it.
 */
export function FederationProbeRecorder({ app, react }: { app: string; react: unknown }): null {
  const theme = useTheme();
  useEffect(() => recordFederationProbe(app, react, theme), [app, react, theme]);
  return null;
}
