import { randomBytes } from 'node:crypto';

import { freshDatabase } from '@insp/devdb/vitest';

import { defaultPorts, type ServiceConfig, type ServiceName } from './config.ts';
import type { ZodApp } from './types.ts';

export * from './testing-admin.ts';
export * from './testing-identity.ts';

/** A ServiceConfig on a fresh database of the test run's embedded server (see @insp/devdb). */
export function testConfig(service: ServiceName, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const { uri, dbName } = freshDatabase(service.replace(/-/g, '_'));
  return {
    service,
    host: '127.0.0.1',
    port: defaultPorts[service],
    mongodbUri: uri,
    dbName,
    adminUrl: 'http://127.0.0.1:4001',
    internalToken: randomBytes(24).toString('hex'),
    dataDir: `.data/test-${service}`,
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    bodyLimit: 1024 * 1024,
    rateLimitMax: 100_000,
    trustProxy: '127.0.0.1',
    ...overrides,
  };
}

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string; schema?: unknown }[];
}

/**
 * What a service's /openapi.json leaves out: every registered non-internal route must be there with
 * its answer (a schema, JSON or under the media types a file or stream route declares, unless it is
 * 204) and a schema for each path parameter; internal routes must not be. Empty when the document is
 * complete.
 */
export async function openApiGaps(app: ZodApp): Promise<string[]> {
  const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths?: Record<string, Record<string, OpenApiOperation>> }>();
  const paths = document.paths ?? {};
  const gaps: string[] = [];
  for (const route of app.registeredRoutes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const name = `${route.method} ${route.url}`;
    const operation = paths[path]?.[route.method.toLowerCase()];
    if (route.kind === 'internal') {
      if (operation) gaps.push(`${name}: internal route documented`);
      continue;
    }
    if (!operation) {
      gaps.push(`${name}: missing`);
      continue;
    }
    // The 2xx answer, or for a route that never succeeds by design (sign-up is closed) its answer.
    const answers = Object.entries(operation.responses ?? {}).filter(([status]) => /^\d{3}$/.test(status));
    const answer = answers.find(([status]) => status.startsWith('2')) ?? answers[0];
    if (!answer) gaps.push(`${name}: no documented answer`);
    else if (answer[0] !== '204' && !Object.values(answer[1].content ?? {}).some((media) => media.schema)) gaps.push(`${name}: no answer schema`);
    for (const param of route.url.match(/:(\w+)/g) ?? []) {
      const found = operation.parameters?.find((p) => p.in === 'path' && p.name === param.slice(1));
      if (!found?.schema) gaps.push(`${name}: no schema for ${param}`);
    }
  }
  return gaps;
}

interface OpenApiAnswers {
  paths?: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
}

/**
 * The success answers a service's /openapi.json documents other than one JSON answer: each
 * operation (`METHOD /path/{param}`) that answers another media type or more than one success
 * status, with each success status's media types (issue 18 §4: every answer documented).
 */
export async function openApiAnswers(app: ZodApp): Promise<Record<string, Record<string, string[]>>> {
  const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiAnswers>();
  const answers: Record<string, Record<string, string[]>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      const types = Object.fromEntries(success.map(([status, answer]) => [status, Object.keys(answer.content ?? {})]));
      const [only] = success;
      const plain = success.length === 1 && only && (only[0] === '204' || (types[only[0]] ?? []).join() === 'application/json');
      if (!plain) answers[`${method.toUpperCase()} ${path}`] = types;
    }
  }
  return answers;
}
