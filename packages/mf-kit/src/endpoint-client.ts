import { type Endpoint, type EndpointInput, type EndpointResult, endpointUrl } from '@insp/contracts';

import type { ApiClient } from './spa-props.ts';

/** The service prefixes of the gateway (`/api/<service>/…`). */
export type ServiceName = 'admin' | 'revisiones' | 'checklist-revisiones' | 'neo';

/** `init` carries what the caller controls beyond the contract (an AbortSignal to cancel). */
export type EndpointCall = <E extends Endpoint>(description: E, input: EndpointInput<E>, init?: Pick<RequestInit, 'signal'>) => Promise<EndpointResult<E>>;

/**
 * The typed client of one service: builds the URL from the endpoint's path and params, sends the
 * body as JSON, and parses the answer with the endpoint's response schema, so a contract drift is
 * an error at the call site instead of a wrong screen.
 */
export function endpointClient(api: ApiClient, service: ServiceName): EndpointCall {
  return async (description, input, extra) => {
    const url = `/api/${service}${endpointUrl(description, input.params as Record<string, unknown>, input.query as Record<string, unknown> | undefined)}`;
    const init: RequestInit = { method: description.method };
    if (extra?.signal) init.signal = extra.signal;
    if (input.body !== undefined) init.body = JSON.stringify(input.body);
    const answer = await api<unknown>(url, init);
    return description.response.parse(answer) as EndpointResult<typeof description>;
  };
}

/** The gateway URL of an endpoint (links, file downloads, event streams). */
export function endpointHref(service: ServiceName, description: Endpoint, params: Record<string, unknown>, query?: Record<string, unknown>): string {
  return `/api/${service}${endpointUrl(description, params, query)}`;
}
