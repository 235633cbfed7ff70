import type { z } from 'zod';

import { type Endpoint, endpoint, type HttpMethod } from './endpoint.ts';

/**
 * A collection's routes, described once: its tags, its path (`base`), the params of the collection
 * and those of one of its records (`base/:id`). Each route then states only what is its own (summary,
 * query, body, answer): list and create on the collection (create answers 201, or 202 when said), get, update (PUT
 * unless said), remove and read (a GET below it) on the record, `route` for any other route of the group (its tags filled in).
 * The endpoints keep their exact schema types, as `endpoint` does.
 */
export interface CollectionOptions<Params extends z.ZodType, ItemParams extends z.ZodType> {
  tags: string[];
  /** The collection's path, `:name` segments being keys of `params`. */
  base: string;
  params: Params;
  /** The record's path segment after `base` (e.g. ':recintoId') and its params. */
  item: { segment: string; params: ItemParams };
}

/** An endpoint's description without its tags (the group's). */
export interface Untagged<Params extends z.ZodType, Query extends z.ZodType | undefined, Body extends z.ZodType | undefined, Response extends z.ZodType> {
  method: HttpMethod;
  path: string;
  summary: string;
  params: Params;
  query?: Query;
  body?: Body;
  status?: Endpoint['status'];
  repeatStatus?: Endpoint['repeatStatus'];
  produces?: Endpoint['produces'];
  response: Response;
}

export function collectionRoutes<Params extends z.ZodType, ItemParams extends z.ZodType>(options: CollectionOptions<Params, ItemParams>) {
  const { tags, base, params } = options;
  const itemPath = `${base}/${options.item.segment}`;
  const itemParams = options.item.params;
  return {
    /** The record's path, or a path below it. */
    itemPath: (below?: string) => (below ? `${itemPath}/${below}` : itemPath),
    list: <Response extends z.ZodType, Query extends z.ZodType | undefined = undefined>(summary: string, spec: { query?: Query; response: Response }) =>
      endpoint<Params, Response, Query>({ method: 'GET', path: base, summary, tags, params, ...spec }),
    create: <Body extends z.ZodType, Response extends z.ZodType>(summary: string, spec: { body: Body; response: Response; status?: 202; repeatStatus?: 200 }) =>
      endpoint<Params, Response, undefined, Body>({ method: 'POST', path: base, summary, tags, params, status: 201, ...spec }),
    get: <Response extends z.ZodType>(summary: string, response: Response) =>
      endpoint<ItemParams, Response>({ method: 'GET', path: itemPath, summary, tags, params: itemParams, response }),
    update: <Body extends z.ZodType, Response extends z.ZodType>(summary: string, spec: { body: Body; response: Response; method?: 'PUT' | 'PATCH' }) =>
      endpoint<ItemParams, Response, undefined, Body>({ path: itemPath, summary, tags, params: itemParams, ...spec, method: spec.method ?? 'PUT' }),
    /** A read below the record (GET `itemPath(below)`, the record's params): its statistics, its summary… */
    read: <Response extends z.ZodType, Query extends z.ZodType | undefined = undefined>(
      below: string,
      summary: string,
      spec: { query?: Query; produces?: Endpoint['produces']; response: Response },
    ) => endpoint<ItemParams, Response, Query>({ method: 'GET', path: `${itemPath}/${below}`, summary, tags, params: itemParams, ...spec }),
    remove: <Response extends z.ZodType>(summary: string, response: Response) =>
      endpoint<ItemParams, Response>({ method: 'DELETE', path: itemPath, summary, tags, params: itemParams, response }),
    route: <
      RouteParams extends z.ZodType,
      Response extends z.ZodType,
      Query extends z.ZodType | undefined = undefined,
      Body extends z.ZodType | undefined = undefined,
    >(
      description: Untagged<RouteParams, Query, Body, Response>,
    ) => endpoint<RouteParams, Response, Query, Body>({ ...description, tags }),
  };
}
