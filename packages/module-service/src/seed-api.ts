import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
  type HttpMethod,
  SessionResponse,
  StoredImage,
  uploadFile,
} from '@insp/contracts';

/** One answer of a service: its status, its JSON body and, on 429, when to try again. */
export interface SeedResponse {
  status: number;
  body: unknown;
  retryAfterMs?: number;
}

/**
 * How the seed reaches a service as one signed-in user: real HTTP in the script, `app.inject` in
 * the tests. Paths are the service's own (no gateway prefix).
 */
export interface SeedTransport {
  request(method: HttpMethod, path: string, body?: unknown): Promise<SeedResponse>;
  /** POST of one image as multipart/form-data (field `file`). */
  upload(path: string, bytes: Buffer, fileName: string): Promise<SeedResponse>;
}

/** The typed calls the seed makes: URLs from the contracts, answers parsed by their schemas. */
export interface SeedClient {
  send<E extends Endpoint>(description: E, input: EndpointInput<E>): Promise<EndpointResult<E>>;
  upload(companyId: string, bytes: Buffer, fileName: string): Promise<StoredImage>;
}

const MAX_RETRIES = 5;

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : JSON.stringify(body);

export function seedClient(transport: SeedTransport): SeedClient {
  /** Every rule of the service applies to the seed too, the rate limit included: a 429 waits and retries. */
  async function answered(label: string, attempt: () => Promise<SeedResponse>): Promise<unknown> {
    for (let tries = 0; ; tries++) {
      const answer = await attempt();
      if (answer.status === 429 && tries < MAX_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, answer.retryAfterMs ?? 5_000));
        continue;
      }
      if (answer.status >= 300) throw new Error(`${label} answered ${answer.status}: ${messageOf(answer.body)}`);
      return answer.body;
    }
  }

  return {
    async send(description, input) {
      const path = endpointUrl(description, input.params as Record<string, unknown>, input.query as Record<string, unknown> | undefined);
      const body = await answered(`${description.method} ${path}`, () => transport.request(description.method, path, input.body));
      return description.response.parse(body) as EndpointResult<typeof description>;
    },
    async upload(companyId, bytes, fileName) {
      const path = endpointUrl(uploadFile, { companyId });
      return StoredImage.parse(await answered(`POST ${path}`, () => transport.upload(path, bytes, fileName)));
    },
  };
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const answerOf = async (response: Response): Promise<SeedResponse> => {
  const answer: SeedResponse = { status: response.status, body: await jsonOf(response) };
  const seconds = Number(response.headers.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) answer.retryAfterMs = seconds * 1000;
  return answer;
};

/** The real transport: fetch against a service's URL with the user's access token. */
export function fetchTransport(baseUrl: string, accessToken: string): SeedTransport {
  const base = baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${accessToken}`;
  return {
    async request(method, path, body) {
      const init: RequestInit = { method, headers: { authorization } };
      if (body !== undefined) {
        init.headers = { authorization, 'content-type': 'application/json' };
        init.body = JSON.stringify(body);
      }
      return answerOf(await fetch(`${base}${path}`, init));
    },
    async upload(path, bytes, fileName) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), fileName);
      return answerOf(await fetch(`${base}${path}`, { method: 'POST', headers: { authorization }, body: form }));
    },
  };
}

/** Signs in at admin (POST /auth/sign-in) and answers the session: access token and user. */
export async function signIn(adminUrl: string, email: string, password: string): Promise<SessionResponse> {
  const response = await fetch(`${adminUrl.replace(/\/+$/, '')}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await jsonOf(response);
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${messageOf(body)}`);
  return SessionResponse.parse(body);
}
