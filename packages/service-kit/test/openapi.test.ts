import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';

import { buildSampleApp } from './helpers.ts';

const { app } = await buildSampleApp();
afterAll(() => app.close());

const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenAPIV3_1.Document;
    expect(document.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('lists every registered non-internal route with its request and response schemas, and no internal route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenAPIV3_1.Document;
    const paths = document.paths ?? {};
    const visible = app.registeredRoutes.filter((route) => route.kind !== 'internal');
    expect(visible.length).toBeGreaterThan(3);
    for (const route of visible) {
      const operation = paths[openapiPath(route.url)]?.[route.method.toLowerCase() as OpenAPIV3_1.HttpMethods];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const responses = Object.entries(operation!.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
      const success = responses.find(([status]) => status.startsWith('2'));
      expect(success?.[1].content?.['application/json']?.schema, `${route.method} ${route.url} response`).toBeDefined();
      expect(responses.map(([status]) => status)).toContain('4XX');
      if (route.kind === 'access') expect(operation!.security).toEqual([{ bearer: [] }]);
      for (const name of route.url.match(/:(\w+)/g) ?? []) {
        const parameters = (operation!.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
        expect(parameters.find((p) => p.in === 'path' && p.name === name.slice(1))?.schema).toBeDefined();
      }
    }
    const create = paths['/companies/{companyId}/items']?.post;
    expect((create?.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']?.schema).toMatchObject({
      required: ['Nombre'],
      additionalProperties: false,
    });
    const documented = Object.keys(paths);
    expect(documented.some((path) => path.startsWith('/internal'))).toBe(false);
    expect(documented.sort()).toEqual([...new Set(visible.map((route) => openapiPath(route.url)))].sort());
  });
});
