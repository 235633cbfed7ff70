// '@insp/ui/data': the typed data hooks of the remotes' screens, over the shell's ONE query cache
// (TanStack Query, a shared singleton). A separate entry: screens without data, and the shell's
// sign-in page, never download TanStack Query.
import { ChangeEvent, companyEvents, type Endpoint, type EndpointInput, type EndpointResult, EVENT_STREAM_MESSAGES } from '@insp/contracts';
import { common } from '@insp/messages';
import {
  type ApiClient,
  ApiError,
  endpointClient,
  endpointHref,
  type EventStream,
  type EventStreamMessage,
  type GatewayService,
  isApiError,
  type OpenEventStream,
} from '@insp/mf-kit';
import { recordQueryClientProbe } from '@insp/ui';
// by the package name, so this entry and the screens share one RemoteRoot context
import { useRemoteProps } from '@insp/ui/components';
import {
  type InfiniteData,
  QueryClient,
  type QueryKey,
  useInfiniteQuery,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  useMutation,
  type UseMutationResult,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { use, useEffect, useRef } from 'react';

export type { ChangeEvent } from '@insp/contracts';
/**
 * For paged lists: keep showing the previous page while the next one loads (`placeholderData`).
 * Only another page or filter of the same record keeps its rows: `useEndpointQuery` drops the
 * placeholder when the path parameters change (another project, listado, space).
 */
export type { GatewayService } from '@insp/mf-kit';
export { keepPreviousData } from '@tanstack/react-query';

/** A query key or the start of one: every cached query whose key begins with it matches. */
export type QueryKeyPrefix = readonly unknown[];

type ParamsOf<E extends Endpoint> = EndpointInput<E>['params'];
type QueryOf<E extends Endpoint> = EndpointInput<E>['query'];

/**
 * The key (or key prefix) of an endpoint's cached answers: `[service, method, path, params, query]`.
 * Leave out `params` for every call of the endpoint, or give only some of them (objects match
 * partially): `endpointKey('revisiones', listObservaciones, { companyId, projectId })` names the
 * observations of every listado of that project.
 */
export function endpointKey<E extends Endpoint>(
  service: GatewayService,
  endpoint: E,
  params?: Partial<ParamsOf<E>>,
  query?: Partial<NonNullable<QueryOf<E>>>,
): QueryKeyPrefix {
  const key: unknown[] = [service, endpoint.method, endpoint.path];
  if (params !== undefined) key.push(params);
  if (params !== undefined && query !== undefined) key.push(query);
  return key;
}

/** Everything cached from one service (a stream resync invalidates it all). */
export const serviceKey = (service: GatewayService): QueryKeyPrefix => [service];

const queryKeyOf = <E extends Endpoint>(service: GatewayService, endpoint: E, input: EndpointInput<E>): QueryKey => [
  service,
  endpoint.method,
  endpoint.path,
  input.params,
  input.query ?? {},
];

/**
 * Whether `error` is the rejection of an aborted fetch (a DOMException, or any error, named
 * 'AbortError'): TanStack aborts a query's signal on purpose, e.g. when a refetch replaces one in
 * flight, so it is not a failure to report.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Every failure as ApiError with a Spanish message: the service's own (from the shell's client), the
 * "unavailable" text when the network failed, the generic one when an answer broke its contract.
 * An abort is no broken answer: it is not logged (`call` rethrows aborts unwrapped before this).
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof TypeError || isAbortError(error)) return new ApiError(0, common.unavailable);
  console.error('[ui/data] unexpected answer', error);
  return new ApiError(0, common.unexpected);
}

async function call<E extends Endpoint>(
  api: ApiClient,
  service: GatewayService,
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<EndpointResult<E>> {
  try {
    return await endpointClient(api, service)(endpoint, input, { signal });
  } catch (error) {
    // a query TanStack cancelled on purpose: nothing to translate or report, keep the abort as it is
    if (isAbortError(error)) throw error;
    throw toApiError(error);
  }
}

/**
 * The shell's query cache. It is loaded on first use, so the first render of a screen with data
 * suspends until it arrives (route screens already sit in a Suspense boundary).
 */
export function useSharedQueryClient(): QueryClient {
  return use(useRemoteProps().loadQueryClient());
}

function useClient(service: GatewayService): QueryClient {
  const client = useSharedQueryClient();
  // the federation test reads it: one QueryClient (and one react-query) across shell and remotes
  useEffect(() => recordQueryClientProbe(service, client, QueryClient), [service, client]);
  return client;
}

export type EndpointQueryOptions<E extends Endpoint> = Omit<UseQueryOptions<EndpointResult<E>, ApiError, EndpointResult<E>, QueryKey>, 'queryKey' | 'queryFn'>;

/** JSON with object keys sorted: the same parameters give the same text whatever their order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** `placeholderData` as a function (TanStack's PlaceholderDataFunction, on the parts read here). */
type PlaceholderFn = (previousData: unknown, previousQuery: { queryKey: QueryKey } | undefined) => unknown;

/** The record a key names: service, method, path and path parameters (not the query: page, filters). */
const recordOf = (key: QueryKey): string => stableJson(key.slice(0, 4));

/**
 * A screen reused for another record (history navigation from one listado to another) must never
 * show the previous record's rows under the new title: a placeholder (e.g. `keepPreviousData`) is
 * used only when the previous answer was for the same record, else the query is pending (loading)
 * until the new record's answer arrives.
 */
function sameRecordOnly(placeholder: unknown, key: QueryKey): unknown {
  if (typeof placeholder !== 'function') return placeholder;
  const fromPrevious = placeholder as PlaceholderFn;
  const record = recordOf(key);
  const onlySameRecord: PlaceholderFn = (previousData, previousQuery) =>
    previousQuery && recordOf(previousQuery.queryKey) === record ? fromPrevious(previousData, previousQuery) : undefined;
  return onlySameRecord;
}

/** One call of an endpoint, cached under `[service, method, path, params, query]`; the answer is parsed by the endpoint's schema. */
export function useEndpointQuery<E extends Endpoint>(
  service: GatewayService,
  endpoint: E,
  input: EndpointInput<E>,
  options?: EndpointQueryOptions<E>,
): UseQueryResult<EndpointResult<E>, ApiError> {
  const { api } = useRemoteProps();
  const client = useClient(service);
  const queryKey = queryKeyOf(service, endpoint, input);
  return useQuery(
    {
      ...options,
      queryKey,
      queryFn: ({ signal }) => call(api, service, endpoint, input, signal),
      placeholderData: sameRecordOnly(options?.placeholderData, queryKey) as EndpointQueryOptions<E>['placeholderData'],
    },
    client,
  );
}

/**
 * Starts the query `useEndpointQuery(service, endpoint, input)` reads, outside React, under the same
 * key and with the same call: a route's prefetch (RouteDef.prefetch) while the screen's code is still
 * downloading. The screen's query then finds it running or answered; a failure is the screen's to show.
 */
export function prefetchEndpointQuery<E extends Endpoint>(
  queryClient: QueryClient,
  api: ApiClient,
  service: GatewayService,
  endpoint: E,
  input: EndpointInput<E>,
): void {
  void queryClient.prefetchQuery({ queryKey: queryKeyOf(service, endpoint, input), queryFn: ({ signal }) => call(api, service, endpoint, input, signal) });
}

export interface EndpointMutationOptions<E extends Endpoint> {
  /** The cached lists this write changes: invalidated (and the shown ones refetched) before the mutation settles. */
  invalidates?: (input: EndpointInput<E>, result: EndpointResult<E>) => readonly QueryKeyPrefix[];
  onSuccess?: (result: EndpointResult<E>, input: EndpointInput<E>) => void;
  onError?: (error: ApiError, input: EndpointInput<E>) => void;
}

/**
 * A write through an endpoint: `mutate(input)` / `mutateAsync(input)`; `isPending` stays true until
 * the lists it invalidates have been reloaded, so a dialog can keep its button disabled until then.
 */
export function useEndpointMutation<E extends Endpoint>(
  service: GatewayService,
  endpoint: E,
  options: EndpointMutationOptions<E> = {},
): UseMutationResult<EndpointResult<E>, ApiError, EndpointInput<E>> {
  const { api } = useRemoteProps();
  const client = useClient(service);
  return useMutation(
    {
      mutationFn: (input: EndpointInput<E>) => call(api, service, endpoint, input),
      onSuccess: async (result, input) => {
        const keys = options.invalidates?.(input, result) ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
        options.onSuccess?.(result, input);
      },
      onError: (error, input) => options.onError?.(error, input),
    },
    client,
  );
}

/** The cursor of a keyset page: the answer's `next` (null on the last page). */
export type CursorOf<E extends Endpoint> = EndpointResult<E> extends { next: infer C } ? Exclude<C, null | undefined> : never;

export type EndpointInfiniteQueryOptions<E extends Endpoint> = Omit<
  UseInfiniteQueryOptions<EndpointResult<E>, ApiError, InfiniteData<EndpointResult<E>, CursorOf<E> | null>, QueryKey, CursorOf<E> | null>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
> & {
  /** The query parameter that carries the cursor (default 'after'). */
  cursorParam?: string;
};

/**
 * Keyset (cursor) pages of an endpoint answering `{items, next}`: each page asks with
 * `?<cursorParam>=<previous next>`; `fetchNextPage()` until `hasNextPage` is false. Cached under the
 * endpoint's key plus 'pages', so `endpointKey` prefixes invalidate it too.
 */
export function useEndpointInfiniteQuery<E extends Endpoint>(
  service: GatewayService,
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointInfiniteQueryOptions<E> = {},
): UseInfiniteQueryResult<InfiniteData<EndpointResult<E>, CursorOf<E> | null>, ApiError> {
  const { api } = useRemoteProps();
  const client = useClient(service);
  const { cursorParam = 'after', ...rest } = options;
  return useInfiniteQuery(
    {
      ...rest,
      queryKey: [...queryKeyOf(service, endpoint, input), 'pages'],
      initialPageParam: null,
      queryFn: ({ pageParam, signal }) => {
        const query = { ...(input.query ?? {}), ...(pageParam === null ? {} : { [cursorParam]: pageParam }) };
        return call(api, service, endpoint, { ...input, query } as EndpointInput<E>, signal);
      },
      getNextPageParam: (last) => ((last as { next?: CursorOf<E> | null }).next ?? null) as CursorOf<E> | null,
    },
    client,
  );
}

interface SharedStream {
  stream: EventStream;
  listeners: Set<(message: EventStreamMessage) => void>;
}
const streams = new WeakMap<OpenEventStream, Map<string, SharedStream>>();

/** One stream per URL however many components listen (a list and its detail open together). */
function listen(open: OpenEventStream, url: string, listener: (message: EventStreamMessage) => void): () => void {
  let byUrl = streams.get(open);
  if (!byUrl) {
    byUrl = new Map();
    streams.set(open, byUrl);
  }
  let shared = byUrl.get(url);
  if (!shared) {
    const listeners = new Set<(message: EventStreamMessage) => void>();
    const stream = open(url, { onEvent: (message) => listeners.forEach((l) => l(message)) });
    shared = { stream, listeners };
    byUrl.set(url, shared);
  }
  shared.listeners.add(listener);
  const current = shared;
  const urls = byUrl;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.stream.close();
    urls.delete(url);
  };
}

/** What a screen invalidates for one change of the service's event stream. */
export type ChangeMap = (change: ChangeEvent) => readonly QueryKeyPrefix[];

/**
 * Live refresh: while mounted, subscribes to `GET /api/<service>/companies/:companyId/events` (through
 * the shell's authorized, reconnecting stream) and invalidates the keys `map` names for each change
 * ('cambio'); a resync message ('reinicio': too many missed) invalidates everything of the service.
 * `map` may be a new function on every render; nothing happens while `companyId` is empty.
 */
export function useLiveInvalidation(service: GatewayService, companyId: string | null | undefined, map: ChangeMap): void {
  const { openEventStream } = useRemoteProps();
  const client = useClient(service);
  const latest = useRef(map);
  useEffect(() => {
    latest.current = map;
  });
  useEffect(() => {
    if (!companyId) return;
    return listen(openEventStream, endpointHref(service, companyEvents, { companyId }), (message) => {
      if (message.event === EVENT_STREAM_MESSAGES.resync) {
        void client.invalidateQueries({ queryKey: serviceKey(service) });
        return;
      }
      if (message.event !== EVENT_STREAM_MESSAGES.change) return;
      let change: ChangeEvent;
      try {
        change = ChangeEvent.parse(JSON.parse(message.data));
      } catch (error) {
        console.error('[ui/data] unreadable change event', error);
        return;
      }
      for (const queryKey of latest.current(change)) void client.invalidateQueries({ queryKey });
    });
  }, [service, companyId, openEventStream, client]);
}
