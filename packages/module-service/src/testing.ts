import { type Endpoint, type ModuleFlags, reportMediaTypes } from '@insp/contracts';
import { common } from '@insp/messages';
import type { ZodApp } from '@insp/service-kit';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fakeAdmin } from './admin-client/fake.ts';
import type { AppOptions } from './app.ts';
export { type FakeAdmin, fakeAdmin, fakeCompany, fakeUser } from './admin-client/fake.ts';
import type { ModuleServiceSpec } from './spec.ts';

/**
 * The wiring test of one module service (`@insp/module-service/testing`, vitest only): the shared
 * behaviour is tested here in packages/module-service for every module; this proves that the
 * service's own `buildApp` is wired to its module flag, its collection and its title.
 */
export function wiringSuite(spec: ModuleServiceSpec, buildApp: (options: AppOptions) => Promise<ZodApp>): void {
  const identity = testIdentity();
  let app: ZodApp;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(spec.service), verifier: identity.verifier, sessions: identity.sessions, admin: fakeAdmin() });
  });
  afterAll(() => app.close());

  const companyId = newObjectId();
  const allOn: ModuleFlags = { Revisiones: true, Checklist: true, ChecklistsOT: true };
  const allOff: ModuleFlags = { Revisiones: false, Checklist: false, ChecklistsOT: false };
  const list = (modules: ModuleFlags) =>
    app.inject({
      method: 'GET',
      url: `/companies/${companyId}/projects`,
      headers: { authorization: `Bearer ${identity.sign(testClaims('AdministradorEmpresa', { companyId, modules }))}` },
    });

  describe(`${spec.service} service`, () => {
    it(`needs the ${spec.module} module and no other`, async () => {
      const off = await list({ ...allOn, [spec.module]: false });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ message: common.moduleDisabled });
      const onlyThis = await list({ ...allOff, [spec.module]: true });
      expect(onlyThis.statusCode).toBe(200);
    });

    it('reads its projects from its own collection', async () => {
      await app.db
        .collection(spec.projectsCollection)
        .insertOne({ companyId: new Types.ObjectId(companyId), Nombre: 'Torre A', nombreKey: 'torre a', Responsables: [] });
      const page = (await list(allOn)).json();
      expect(page).toMatchObject({ total: 1, items: [{ Nombre: 'Torre A' }] });
    });

    it('documents itself under its own title', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
      expect(doc.info.title).toBe(spec.title);
    });
  });
}
export * from './testing-context.ts';
export * from './testing-matrix.ts';
export * from './testing-portal.ts';
export * from './testing-review.ts';
export * from './testing-rows.ts';

const json = ['application/json'];

/**
 * What /openapi.json documents of the platform's answers that are not one JSON answer (see
 * openApiAnswers): the documents' and images' bytes and the event stream; a service adds its own
 * (an idempotent capture's repeat 200).
 */
export const platformAnswers: Record<string, Record<string, string[]>> = {
  'GET /companies/{companyId}/reports/{reportId}/file': { 200: [...reportMediaTypes] },
  'GET /companies/{companyId}/reports/{reportId}/items/{index}/file': { 200: ['application/pdf'] },
  'GET /companies/{companyId}/files/{fileId}': { 200: ['image/jpeg', 'image/png'] },
  'GET /companies/{companyId}/events': { 200: ['text/event-stream'] },
};

/** The contractor portal's photo route (issue 20 §2), in the services that serve the portal. */
export const portalAnswers: Record<string, Record<string, string[]>> = { 'GET /portal/{token}/fotos/{fileId}': { 200: ['image/jpeg', 'image/png'] } };

/** An idempotent capture's answers in openApiAnswers: 201 when it creates and 200 on a repeat, both JSON. */
export const captureAnswers = (capture: Endpoint) => ({ [`${capture.method} ${capture.path.replace(/:(\w+)/g, '{$1}')}`]: { 200: json, 201: json } });

interface ReportBodyDocument {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { oneOf?: ReportKindDocument[] } }> } } }>;
}
interface ReportKindDocument {
  properties?: { kind?: { enum?: string[]; const?: string } };
  additionalProperties?: unknown;
}

/**
 * The kinds `POST /companies/:companyId/reports` documents, each as `kind` with `strict` when the
 * kind's params refuse unknown fields (issue 18 §4: a union on `kind`, not a loose `{kind}`).
 */
export async function documentedReportKinds(app: ZodApp): Promise<{ kind: string | undefined; strict: boolean }[]> {
  const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<ReportBodyDocument>();
  const body = document.paths['/companies/{companyId}/reports']?.post?.requestBody?.content?.['application/json']?.schema;
  return (body?.oneOf ?? []).map((option) => ({
    kind: option.properties?.kind?.const ?? option.properties?.kind?.enum?.[0],
    strict: option.additionalProperties === false,
  }));
}
