import { endpoint, endpointUrl, ObjectId } from '@insp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { access, createService, route, type ZodApp } from '../src/index.ts';
import { openApiGaps, testClaims, testConfig, testIdentity } from '../src/testing.ts';

const ItemParams = z.strictObject({ companyId: ObjectId, itemId: ObjectId });
const createItem = endpoint({
  method: 'POST',
  path: '/companies/:companyId/items/:itemId',
  summary: 'Crea un ítem',
  tags: ['prueba'],
  params: ItemParams,
  query: z.strictObject({ copia: z.enum(['si', 'no']).default('no') }),
  body: z.strictObject({ Nombre: z.string({ error: 'Nombre requerido' }).trim().min(1, 'Nombre requerido') }),
  status: 201,
  response: z.object({ id: ObjectId, Nombre: z.string(), copia: z.boolean() }),
});

describe('route(): a route registered from its endpoint description', () => {
  const identity = testIdentity();
  let app: ZodApp;
  beforeAll(async () => {
    app = await createService({
      config: testConfig('revisiones'),
      title: 'route',
      verifier: identity.verifier,
      sessions: identity.sessions,
      register(app) {
        route(app, createItem, access.managers('Revisiones'), ({ params, query, body }, _request, reply) => {
          // An idempotent create's repeat answers 200 instead of the endpoint's 201.
          if (body.Nombre === 'Repetido') void reply.code(200);
          return { id: params.itemId, Nombre: body.Nombre, copia: query.copia === 'si' };
        });
      },
    });
  });
  afterAll(() => app.close());

  const companyId = '0123456789abcdef01234567';
  const itemId = 'abcdefabcdefabcdefabcdef';
  const director = testClaims('AdministradorEmpresa', { companyId });
  const call = (claims: ReturnType<typeof testClaims>, payload: unknown, query?: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: endpointUrl(createItem, { companyId, itemId }, query),
      headers: { authorization: `Bearer ${identity.sign(claims)}` },
      payload: payload as Record<string, unknown>,
    });

  it('validates with the contract, answers its status and its schema', async () => {
    const ok = await call(director, { Nombre: '  Torre  ' }, { copia: 'si' });
    expect(ok.statusCode).toBe(201);
    expect(createItem.response.parse(ok.json())).toEqual({ id: itemId, Nombre: 'Torre', copia: true });
    const bad = await call(director, { Nombre: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Nombre requerido' });
  });

  it('lets a handler answer another success status than the endpoint declares', async () => {
    const repeat = await call(director, { Nombre: 'Repetido' });
    expect(repeat.statusCode).toBe(200);
    expect(createItem.response.parse(repeat.json())).toEqual({ id: itemId, Nombre: 'Repetido', copia: false });
  });

  it('enforces the access preset and the tenant before the body', async () => {
    const user = await call(testClaims('UsuarioEmpresa', { companyId }), { Nombre: 'x' });
    expect(user.statusCode).toBe(403);
    const foreign = await call(testClaims('AdministradorEmpresa'), { Nombre: '' });
    expect(foreign.statusCode).toBe(403);
  });

  it('is documented in /openapi.json', async () => {
    expect(await openApiGaps(app)).toEqual([]);
  });

  it('builds URLs with encoded params and the defined query values only', () => {
    expect(endpointUrl(createItem, { companyId, itemId }, { copia: 'si', vacio: undefined })).toBe(`/companies/${companyId}/items/${itemId}?copia=si`);
    expect(() => endpointUrl(createItem, { companyId }, {})).toThrow(/itemId/);
  });

  it('refuses a description whose params lack a path segment', () => {
    expect(() => endpoint({ method: 'GET', path: '/x/:missing', summary: 's', tags: [], params: z.strictObject({}), response: z.object({}) })).toThrow(
      /missing/,
    );
  });
});
