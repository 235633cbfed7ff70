import type { ModuleFlag, OwnedRoute, UserType } from '@insp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

import type { SpaCustomProps } from './spa-props.ts';

/** A screen module: its default export, or the component itself (`.then((m) => m.ProjectsScreen)`). */
export type ScreenLoader = () => Promise<ComponentType | { default: ComponentType }>;

/** Where a route's prefetch is: the URL's params (by the pattern's names) and query, the remote's props, the shared query cache. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  props: SpaCustomProps;
  queryClient: QueryClient;
}

/** Starts the queries a route's screen asks first (see RouteDef.prefetch); never throws. */
export type RoutePrefetch = (context: RoutePrefetchContext) => void;

export interface RouteDef<Id extends string = string, Pattern extends string = string> {
  /** Name of the href builder (`table.href[id]`). */
  id: Id;
  /** Literal path with `:name` params (react-router and the shell's ownership match both read it). */
  pattern: Pattern;
  /** User types the shell's guard lets in. */
  roles: readonly UserType[];
  /** The screen, loaded lazily (its own chunk) when the route is first shown. */
  screen: ScreenLoader;
  title?: string;
  /** Owns deeper paths too (default: exact, so an unknown deeper path is the shell's 404). */
  prefix?: boolean;
  /** Module flag the route needs besides the descriptor's (OwnedRoute.module). */
  module?: ModuleFlag;
  /**
   * The screen's first query started by the remote's mount, beside the screen's code, with the same
   * key the screen reads: a deep link's data then arrives with the code instead of after the screen's
   * first render (a phone's capture page opened from a link). Only for a remote with the query cache.
   */
  prefetch?: RoutePrefetch;
}

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type ParamName<S> = S extends `:${infer Name}` ? Name : never;
/** The `:name` params of a pattern: '/a/:companyId/b/:projectId' → 'companyId' | 'projectId'. */
export type PatternParamName<P extends string> = ParamName<Segments<P>>;
export type PathParams<P extends string> = { [K in PatternParamName<P>]: string };

/** Extra query string of a link (undefined and '' values are left out). */
export type HrefQuery = Readonly<Record<string, string | number | boolean | undefined | null>>;

export type HrefBuilder<P extends string> = [PatternParamName<P>] extends [never]
  ? (params?: Record<string, never>, query?: HrefQuery) => string
  : (params: PathParams<P>, query?: HrefQuery) => string;

export interface RouteTable<Defs extends readonly RouteDef[]> {
  defs: Defs;
  /** The descriptor's `routes` (what the shell's guard and single-spa's activeWhen match). */
  routes: OwnedRoute[];
  /** Typed links: `href.revisiones({ companyId, projectId })`. */
  href: { [D in Defs[number] as D['id']]: HrefBuilder<D['pattern']> };
}

/**
 * Query parameter naming the company on module routes whose path has none (the statistics and
 * project-observations routes of spec 001): the platform administrator's links carry it.
 */
export const COMPANY_QUERY_PARAM = 'empresa';

const PARAM = /:(\w+)/g;

/** The path of `pattern` with `params` encoded into it, plus the defined query values. */
export function buildHref(pattern: string, params: Readonly<Record<string, string>> = {}, query?: HrefQuery): string {
  const path = pattern.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${pattern}: missing ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One route table per remote: the descriptor's routes, the remote's router (`routeElements` of
 * `@insp/mf-kit/spa`) and typed links all come from it, so a pattern is written once. Throws on a
 * repeated id or pattern, a pattern that is not absolute, or a route without roles.
 */
export function defineRoutes<const Defs extends readonly RouteDef[]>(defs: Defs): RouteTable<Defs> {
  const ids = new Set<string>();
  const patterns = new Set<string>();
  for (const def of defs) {
    if (ids.has(def.id)) throw new Error(`route id ${def.id} is repeated`);
    if (patterns.has(def.pattern)) throw new Error(`route pattern ${def.pattern} is repeated`);
    if (!def.pattern.startsWith('/') || def.pattern.includes('?')) throw new Error(`route pattern ${def.pattern} must be an absolute path`);
    if (def.roles.length === 0) throw new Error(`route ${def.id} has no roles`);
    ids.add(def.id);
    patterns.add(def.pattern);
  }
  const href: Record<string, (params?: Record<string, string>, query?: HrefQuery) => string> = {};
  for (const def of defs) href[def.id] = (params, query) => buildHref(def.pattern, params, query);
  return {
    defs,
    routes: defs.map((def) => ({
      pattern: def.pattern,
      roles: [...def.roles],
      ...(def.prefix ? {} : { exact: true }),
      ...(def.module ? { module: def.module } : {}),
    })),
    href: href as RouteTable<Defs>['href'],
  };
}
