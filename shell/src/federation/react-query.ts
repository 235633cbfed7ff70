// The shell's TanStack Query as shared with the remotes: exactly `queryApi` of @insp/mf-kit (checked by
// packages/mf-kit/test/host-shared.test.ts). Loaded after sign-in, when a screen first uses the cache.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  skipToken,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
