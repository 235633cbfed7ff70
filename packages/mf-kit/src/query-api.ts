/**
 * The TanStack Query API the shell shares with the remotes (`shell/src/federation/react-query.ts`
 * re-exports exactly these), so the shared copy is tree-shaken like the router (about 11 KB gzip
 * instead of 13). Screens use the typed hooks of `@insp/ui/data`; importing anything else from
 * '@tanstack/react-query' in an app fails packages/mf-kit/test/host-shared.test.ts.
 */
export const queryApi = [
  'QueryClient',
  'QueryClientProvider',
  'useQueryClient',
  'useQuery',
  'useInfiniteQuery',
  'useMutation',
  'useIsFetching',
  'keepPreviousData',
  'skipToken',
] as const;
