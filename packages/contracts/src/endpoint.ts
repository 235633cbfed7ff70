import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route, described once: the service registers it from this (validation and OpenAPI) and the
 * remotes call it through the typed client (no hand-built URLs). `path` uses `:name` segments, each
 * one a key of `params`. JSON in, JSON out, except where `produces` names what a file or
 * event-stream route answers instead.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  params: Params;
  query?: Query;
  body?: Body;
  /** Success status (200 unless said). */
  status?: 200 | 201 | 202;
  /**
   * Another success status the route answers with the same response: an idempotent capture answers
   * 201 when it creates and 200 when the same request (same client id) comes again.
   */
  repeatStatus?: 200;
  /**
   * The media types of a success answer that is not JSON (a document's or an image's bytes, an
   * event stream); `response` then describes that answer's body.
   */
  produces?: readonly string[];
  response: Response;
}

/** Declares an endpoint, keeping the exact schema types for the server and the client. */
export function endpoint<
  Params extends z.ZodType,
  Response extends z.ZodType,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(description: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  for (const name of description.path.match(/:(\w+)/g) ?? []) {
    const shape = (description.params as unknown as { shape?: Record<string, unknown> }).shape;
    if (!shape || !(name.slice(1) in shape)) throw new Error(`${description.method} ${description.path}: params lacks ${name}`);
  }
  return description;
}

/** A success answer as the OpenAPI document shows it: the schema (JSON), or the schema under each media type. */
export type DocumentedResponse = z.ZodType | { description: string; content: Record<string, { schema: z.ZodType }> };

/**
 * The success answers of an endpoint for its route's schema (so for the OpenAPI document): its
 * status, and `repeatStatus` when it has one, each with the response as JSON or, for `produces`,
 * under each of its media types.
 */
export function endpointResponses(description: Endpoint): Record<number, DocumentedResponse> {
  const answer: DocumentedResponse = description.produces
    ? { description: description.summary, content: Object.fromEntries(description.produces.map((type) => [type, { schema: description.response }])) }
    : description.response;
  const responses: Record<number, DocumentedResponse> = { [description.status ?? 200]: answer };
  if (description.repeatStatus) responses[description.repeatStatus] = answer;
  return responses;
}

// `query?` and `body?` are optional properties, so E['body'] reads `Schema | undefined`: strip the
// undefined first, or every body would be typed `… | undefined`.
type Defined<T> = Exclude<T, undefined>;
type HasSchema<T> = [Defined<T>] extends [never] ? false : [Defined<T>] extends [z.ZodType] ? true : false;
type Infer<T> = HasSchema<T> extends true ? z.input<Defined<T> & z.ZodType> : undefined;
type Output<T> = HasSchema<T> extends true ? z.output<Defined<T> & z.ZodType> : undefined;

/** What a caller passes: the params, the query and the body as the schemas accept them. */
export type EndpointInput<E extends Endpoint> = { params: z.input<E['params']> } & (HasSchema<E['query']> extends true
  ? { query?: Infer<E['query']> }
  : { query?: undefined }) &
  (HasSchema<E['body']> extends true ? { body: Infer<E['body']> } : { body?: undefined });

/** What the handler receives after validation. */
export interface EndpointRequest<E extends Endpoint> {
  params: z.output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
}

/** What the endpoint answers (the handler returns the schema's input, the client gets its output). */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;
export type EndpointReply<E extends Endpoint> = z.input<E['response']>;

/** The URL of a call: params encoded into the path, defined query values appended. */
export function endpointUrl(description: Endpoint, params: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = description.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${description.path}: missing ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
