import { isApiError } from '@insp/mf-kit';
import { recordQueryClientProbe } from '@insp/ui';

import { onSessionEnd } from '../session/session-end.ts';
import { QueryClient } from './react-query.ts';

/** Answers that a retry cannot change: the service said no (4xx) with its Spanish message. */
const isFinal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * The ONE query cache of shell and remotes (handed out as the `loadQueryClient` custom prop).
 * Live updates invalidate what changed, so a short stale time only saves refetches when a screen is
 * revisited at once; focus refetching is off for the same reason.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: (failures, error) => !isFinal(error) && failures < 2 },
    mutations: { retry: false },
  },
});

// another user must never see this user's rows, not even for a frame
onSessionEnd(() => queryClient.clear());
recordQueryClientProbe('shell', queryClient, QueryClient);
