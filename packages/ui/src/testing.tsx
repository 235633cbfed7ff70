// '@insp/ui/testing': component tests of remote screens (vitest + happy-dom + Testing Library).
// A screen renders inside the real RemoteRoot with a fake shell: a fake API client answering the
// contracts' endpoints, fake live events, a fresh query cache, recorded notifications and navigations.
import { companyEvents, type Endpoint, type EndpointReply, type EndpointRequest, type SessionUser } from '@insp/contracts';
import { common } from '@insp/messages';
import {
  type ApiClient,
  ApiError,
  endpointHref,
  type EventStreamMessage,
  type EventStreamOptions,
  type GatewayService,
  type NotificationKind,
  patternParams,
  type RouteDef,
  type SpaCustomProps,
} from '@insp/mf-kit';
import { RemoteRoot } from '@insp/ui/components';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import type { ChangeEvent } from './data.ts';
import { testUser } from './testing-fixtures.ts';

export { saveRefusedThenRenamed } from './testing-dialogs.ts';
export { testProyecto, testUser } from './testing-fixtures.ts';
export { emitUnrelatedChanges } from './testing-live.ts';
export { expectCompanyUserProjects } from './testing-projects.ts';
export { type ProjectsRow, type ProjectsUser, reviewProjectsCases, type ReviewProjectsModule } from './testing-projects-cases.ts';
export { expectQuotaBar, menuItemTexts, quotaCases, quotaPage } from './testing-quota.ts';
export { remoteRoutes } from './testing-routes.tsx';

export interface FakeCall {
  method: string;
  /** Path without the query string, e.g. /api/revisiones/companies/c1/projects. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

interface Registered {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: (call: FakeCall, params: Record<string, string>) => unknown;
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return out;
}

/** The Spanish message of a failed validation, as the services answer it (400). */
function refusal(error: unknown): ApiError {
  const issues = (error as { issues?: Array<{ message?: string }> }).issues;
  return new ApiError(400, issues?.[0]?.message ?? common.invalidRequest);
}

/**
 * An ApiClient answering from handlers, like the gateway and services would: a handler returns the
 * JSON answer or throws `new ApiError(status, message)`. `on(service, endpoint, handler)` validates
 * params, query and body with the endpoint's own schemas (400 with the schema's message otherwise)
 * and types the handler's input and answer. An unhandled call answers 404 and is kept in `calls`.
 */
export interface FakeApi {
  api: ApiClient;
  calls: FakeCall[];
  on<E extends Endpoint>(
    service: GatewayService,
    endpoint: E,
    handler: (input: EndpointRequest<E>, call: FakeCall) => EndpointReply<E> | Promise<EndpointReply<E>>,
  ): FakeApi;
  /**
   * Like `on`, and keeps the body of every call the handler is given (validated, in order), e.g. to
   * assert what a form sent, or that an invalid one sent nothing: `expect(bodies).toEqual([])`.
   */
  keepBodies<E extends Endpoint>(
    service: GatewayService,
    endpoint: E,
    handler: (input: EndpointRequest<E>, call: FakeCall) => EndpointReply<E> | Promise<EndpointReply<E>>,
  ): unknown[];
  /** A raw route: method and a path pattern with `:params` (query string not included). */
  onPath(method: string, path: string, handler: Handler): FakeApi;
  /** Calls made to an endpoint (any params). */
  callsTo(service: GatewayService, endpoint: Endpoint): FakeCall[];
}

const compile = (path: string): { pattern: RegExp; names: string[] } => {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names };
};

export function fakeApi(): FakeApi {
  const routes: Registered[] = [];
  const calls: FakeCall[] = [];
  const api: ApiClient = async <T,>(url: string, init?: RequestInit): Promise<T> => {
    const parsed = new URL(url, 'http://test.local');
    const text = typeof init?.body === 'string' ? init.body : null;
    const call: FakeCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: parsed.pathname,
      query: parsed.searchParams,
      body: text === null ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    // like the network: the answer never arrives in the same tick
    await Promise.resolve();
    for (const route of routes) {
      if (route.method !== call.method) continue;
      const match = route.pattern.exec(call.path);
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      // the JSON round trip of a real answer (dates become strings, undefined disappears)
      const answer = await route.handler(call, params);
      return (answer === undefined ? null : JSON.parse(JSON.stringify(answer))) as T;
    }
    throw new ApiError(404, `sin respuesta falsa para ${call.method} ${call.path}`);
  };
  const fake: FakeApi = {
    api,
    calls,
    on(service, endpoint, handler) {
      const { pattern, names } = compile(`/api/${service}${endpoint.path}`);
      routes.push({
        method: endpoint.method,
        pattern,
        names,
        handler: (call, raw) => {
          let input: EndpointRequest<typeof endpoint>;
          try {
            input = {
              params: endpoint.params.parse(raw),
              query: endpoint.query ? endpoint.query.parse(queryObject(call.query)) : undefined,
              body: endpoint.body ? endpoint.body.parse(call.body) : undefined,
            } as EndpointRequest<typeof endpoint>;
          } catch (error) {
            throw refusal(error);
          }
          return handler(input, call);
        },
      });
      return fake;
    },
    keepBodies(service, endpoint, handler) {
      const bodies: unknown[] = [];
      fake.on(service, endpoint, (input, call) => {
        bodies.push(input.body);
        return handler(input, call);
      });
      return bodies;
    },
    onPath(method, path, handler) {
      const { pattern, names } = compile(path);
      routes.push({ method: method.toUpperCase(), pattern, names, handler: (call) => handler(call) });
      return fake;
    },
    callsTo(service, endpoint) {
      const { pattern } = compile(`/api/${service}${endpoint.path}`);
      return calls.filter((c) => c.method === endpoint.method && pattern.test(c.path));
    },
  };
  return fake;
}

/** The shell's live streams, faked: `emit` delivers to every open stream of that URL. */
export interface FakeEvents {
  openEventStream: SpaCustomProps['openEventStream'];
  /** URLs of the streams open now. */
  open: () => string[];
  emit: (url: string, message: EventStreamMessage) => void;
  /** A 'cambio' of a service's company stream, as the services send it. */
  emitChange: (service: GatewayService, companyId: string, change: Omit<ChangeEvent, 'id' | 'at'> & Partial<Pick<ChangeEvent, 'id' | 'at'>>) => void;
}

export function fakeEvents(): FakeEvents {
  const streams = new Set<{ url: string; options: EventStreamOptions }>();
  let sequence = 0;
  const emit = (url: string, message: EventStreamMessage) => {
    for (const stream of [...streams]) if (stream.url === url) stream.options.onEvent(message);
  };
  return {
    openEventStream: (url, options) => {
      const stream = { url, options };
      streams.add(stream);
      return { close: () => void streams.delete(stream) };
    },
    open: () => [...streams].map((s) => s.url),
    emit,
    emitChange: (service, companyId, change) => {
      sequence += 1;
      const id = change.id ?? sequence.toString(16).padStart(24, '0');
      const full: ChangeEvent = { ...change, id, at: change.at ?? new Date().toISOString() };
      emit(endpointHref(service, companyEvents, { companyId }), { id, event: 'cambio', data: JSON.stringify(full) });
    },
  };
}

/**
 * Runs the prefetch of the route `id` of a remote's table for `path` as the remote's mount does
 * (RouteDef.prefetch), on a test remote whose cache keeps an answer fresh for 15 s like the shell's
 * (a test remote's refetches on every mount). Throws when that route has no prefetch for the path.
 */
export function prefetchRouteOf(table: { defs: readonly RouteDef[] }, id: string, path: string, remote: TestRemote): void {
  const def = table.defs.find((candidate) => candidate.id === id);
  const [pathname = '', search = ''] = path.split('?');
  const params = def ? patternParams(def.pattern, pathname) : null;
  if (!def?.prefetch || !params) throw new Error(`route ${id} has no prefetch for ${path}`);
  remote.queryClient.setDefaultOptions({ queries: { ...remote.queryClient.getDefaultOptions().queries, staleTime: 15_000 } });
  def.prefetch({ params, search: new URLSearchParams(search), props: remote.props, queryClient: remote.queryClient });
}

export interface TestRemote {
  props: SpaCustomProps;
  fake: FakeApi;
  events: FakeEvents;
  queryClient: QueryClient;
  notifications: Array<{ kind: NotificationKind; message: string }>;
  navigations: string[];
}

/** A fake shell for one test: the custom props a remote gets, each part inspectable. */
export function createTestRemote(options: { session?: SessionUser; fake?: FakeApi } = {}): TestRemote {
  const fake = options.fake ?? fakeApi();
  const events = fakeEvents();
  // no retries and no refetch timers: a test sees each call once
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  // already settled, in the form React's `use()` reads without suspending (a suspension inside
  // Testing Library's act() would wait for an await that tests do not write)
  const loaded = Object.assign(Promise.resolve(queryClient), { status: 'fulfilled' as const, value: queryClient });
  const notifications: TestRemote['notifications'] = [];
  const navigations: string[] = [];
  const session = options.session ?? testUser('AdministradorEmpresa');
  const props: SpaCustomProps = {
    getAccessToken: () => 'test-token',
    session,
    api: fake.api,
    navigate: (path) => void navigations.push(path),
    notify: (kind, message) => void notifications.push({ kind, message }),
    openEventStream: events.openEventStream,
    loadQueryClient: () => loaded,
    domElementGetter: () => document.body,
  };
  return { props, fake, events, queryClient, notifications, navigations };
}

/** RemoteRoot with a test remote's props, a memory router at `path`, and the Suspense boundary route screens have. */
export function TestRemoteRoot({ remote, path = '/', children }: { remote: TestRemote; path?: string; children: ReactNode }) {
  return (
    <RemoteRoot props={remote.props}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<div data-testid="suspended" />}>{children}</Suspense>
      </MemoryRouter>
    </RemoteRoot>
  );
}

export interface RenderScreenOptions {
  /** The URL the screen opens at, e.g. /administrador/empresa/proyectos/p1/revisiones. */
  path?: string;
  /** The route pattern (so `useParams` works), e.g. a table's def.pattern; default: no route. */
  route?: string;
  remote?: TestRemote;
  session?: SessionUser;
}

export type ScreenRender = RenderResult & { remote: TestRemote; user: ReturnType<typeof userEvent.setup> };

/**
 * Renders a screen as its remote would: `const { remote, user } = renderScreen(<ProjectsScreen />,
 * { path, route, session })`, with `remote.fake.on(...)` set up before (pass `remote`) or answers
 * registered on the returned one before the screen's first call settles.
 */
export function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}): ScreenRender {
  const remote = options.remote ?? createTestRemote({ session: options.session });
  const path = options.path ?? options.route ?? '/';
  const wrap = (element: ReactNode) => (
    <TestRemoteRoot remote={remote} path={path}>
      {options.route ? (
        <Routes>
          <Route path={options.route} element={element} />
        </Routes>
      ) : (
        element
      )}
    </TestRemoteRoot>
  );
  const user = userEvent.setup();
  const result = render(wrap(screen));
  // rerendering keeps the remote, the router and the cache: only the screen element changes
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)), remote, user };
}

/**
 * window.matchMedia of a browser `width` px wide, for screens that change layout with MUI's
 * breakpoints (happy-dom answers every query as a 1024 px window): `vi.stubGlobal('matchMedia',
 * viewportMatchMedia(390))` shows the phone layout (breakpoints.down('sm') is '(max-width:599.95px)').
 */
export function viewportMatchMedia(width: number): (query: string) => MediaQueryList {
  return (query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    const list: MediaQueryList = {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  };
}
