import { ObjectId } from '@insp/contracts';
import { z } from 'zod';

import { createService, HttpError, type ServiceConfig, tenantCompanyId, type ZodApp } from '../src/index.ts';
import { testConfig, type TestIdentity, testIdentity } from '../src/testing.ts';

export const ItemBody = z.strictObject({
  Nombre: z.string({ error: 'Nombre es requerido' }).min(1, 'Nombre es requerido'),
  Cantidad: z.number().int().optional(),
});

/** A small service exercising every kind of route the kit supports. */
export async function buildSampleApp(
  overrides: Partial<ServiceConfig> = {},
  identity: TestIdentity = testIdentity(),
): Promise<{ app: ZodApp; identity: TestIdentity; config: ServiceConfig }> {
  const config = testConfig('revisiones', overrides);
  const app = await createService({
    config,
    title: 'sample',
    verifier: identity.verifier,
    sessions: identity.sessions,
    register(app) {
      app.post(
        '/companies/:companyId/items',
        {
          config: { access: { userTypes: ['Administrador', 'AdministradorEmpresa'], module: 'Revisiones' } },
          schema: {
            params: z.strictObject({ companyId: ObjectId }),
            body: ItemBody,
            response: { 201: z.object({ companyId: z.string(), Nombre: z.string() }) },
          },
        },
        async (request, reply) => {
          const companyId = tenantCompanyId(request, request.params.companyId);
          return reply.code(201).send({ companyId, Nombre: request.body.Nombre });
        },
      );
      app.get('/boom', { config: { access: { userTypes: ['Administrador'], module: null } }, schema: { response: { 200: z.object({}) } } }, async () => {
        throw new Error('secret internals at /srv/app.ts:12');
      });
      app.get('/teapot', { config: { access: { userTypes: ['Administrador'], module: null } }, schema: { response: { 200: z.object({}) } } }, async () => {
        throw new HttpError(404, 'No existe la tetera.');
      });
      app.get('/internal/ping', { config: { internal: true }, schema: { response: { 200: z.object({ pong: z.boolean() }) } } }, async () => ({ pong: true }));
    },
  });
  return { app, identity, config };
}
