import { createReport, type Endpoint, type InternalCompanyFull, type ModuleFlags, reportMediaTypes } from '@insp/contracts';
import { common } from '@insp/messages';
import type { ZodApp } from '@insp/service-kit';
import { newObjectId, openApiAnswers, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fakeAdmin } from './admin-client/fake.ts';
import type { AppOptions } from './app.ts';
export { type FakeAdmin, fakeAdmin, fakeCompany, fakeUser } from './admin-client/fake.ts';
import type { ModuleServiceSpec } from './spec.ts';
import type { ModuleTestContext } from './testing-context.ts';

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

/** What one module service's own wiring test names: its spec, its projects' contract and shape, its document. */
/** A module service's test context: the platform's, with a company of the fake admin that has the module on. */
type WiringContext = ModuleTestContext & { createCompany: () => { companyId: string; company: InternalCompanyFull } };
type CompanyOf<C extends WiringContext> = ReturnType<C['createCompany']>;

export interface ProjectWiring<C extends WiringContext, T = CompanyOf<C>> {
  spec: ModuleServiceSpec;
  /** Creates a project named `name` through the service's API. */
  createProject: (ctx: C, t: T, name: string) => Promise<{ id: string }>;
  proyectos: { list: Endpoint; get: Endpoint; create: Endpoint };
  /** Its projects' collection, as the spec must name it, and the field that names a stored project. */
  collection: string;
  nameField: string;
  /** The body of a new project (the Administrador's, refused while the company has the module off). */
  createBody: (t: T) => object;
  /** More of the stored project (e.g. its Tipo); its title ends the collection test's name. */
  stored?: { title: string; expect: (doc: Record<string, unknown>) => void };
  /** The answers its /openapi.json documents (openApiAnswers) and the title of that test. */
  answers: { title: string; expected: Record<string, Record<string, string[]>> };
  /** Its contract's document kinds: each one strict in POST /reports. */
  documentKinds: readonly string[];
  /** A report body with a field its kind does not take (`field`). */
  refused: { body: object; field: string };
}

/** The company's own switch of the module (admin's company record). */
const companySwitch = (company: InternalCompanyFull, module: ModuleServiceSpec['module']) =>
  module === 'Revisiones' ? company.Revisiones : module === 'Checklist' ? company.CheckList : company.ChecklistsOT;

/**
 * The wiring test of a module service whose projects are its spec's own (not the basic feature's
 * shape wiringSuite reads): its module flag, its collection, the company's switch for the
 * Administrador, its title and its documented answers, checked on its own routes. The service under
 * test comes from its `testContext` (closed after the file).
 */
export function projectWiringSuite<C extends WiringContext>(testContext: () => Promise<C>, w: ProjectWiring<C>): void {
  const { spec } = w;
  let ctx: C;
  beforeAll(async () => {
    ctx = await testContext();
  });
  afterAll(() => ctx.app.close());
  // The context's own company type (TypeScript reads the call as the constraint's inside the generic).
  const createCompany = () => ctx.createCompany() as CompanyOf<C>;
  const allOn: ModuleFlags = { Revisiones: true, Checklist: true, ChecklistsOT: true };
  const allOff: ModuleFlags = { Revisiones: false, Checklist: false, ChecklistsOT: false };

  describe(`${spec.service} service wiring`, () => {
    it(`needs the ${spec.module} module and no other`, async () => {
      const t = createCompany();
      const list = (modules: ModuleFlags) => ctx.call(ctx.user('AdministradorEmpresa', t.companyId, { modules }), w.proyectos.list, { companyId: t.companyId });
      const off = await list({ ...allOn, [spec.module]: false });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ message: common.moduleDisabled });
      expect((await list({ ...allOff, [spec.module]: true })).statusCode).toBe(200);
    });

    it(`keeps its projects in the ${w.collection} collection${w.stored ? `, ${w.stored.title}` : ''}`, async () => {
      const t = createCompany();
      const project = await w.createProject(ctx, t, 'Torre A');
      expect(spec.projectsCollection).toBe(w.collection);
      const stored = await ctx.app.db.collection(w.collection).findOne({ [w.nameField]: 'Torre A', companyId: { $exists: true } });
      expect(stored?._id.toHexString()).toBe(project.id);
      if (w.stored && stored) w.stored.expect(stored);
    });

    it("a module the company switched off is off for the Administrador too: 403 with the company's text (issue 16)", async () => {
      const t = createCompany();
      const project = await w.createProject(ctx, t, `Proyecto ${t.companyId.slice(-6)}`);
      const params = { companyId: t.companyId, projectId: project.id };
      companySwitch(t.company, spec.module).Activado = false;
      for (const answer of [
        await ctx.call(ctx.administrador, w.proyectos.list, { companyId: t.companyId }),
        await ctx.call(ctx.administrador, w.proyectos.get, params),
        await ctx.call(ctx.administrador, w.proyectos.create, { companyId: t.companyId }, { body: w.createBody(t) }),
        await ctx.app.inject({ method: 'GET', url: `/companies/${t.companyId}/events`, headers: ctx.headersOf(ctx.administrador) }),
      ]) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json()).toEqual({ message: common.companyModuleDisabled });
      }
      // Another company with the module on is open to them as before.
      const other = createCompany();
      expect((await ctx.call(ctx.administrador, w.proyectos.list, { companyId: other.companyId })).statusCode).toBe(200);
      companySwitch(t.company, spec.module).Activado = true;
      expect((await ctx.call(ctx.administrador, w.proyectos.get, params)).statusCode).toBe(200);
    });

    it('documents itself under its own title', async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ info: { title: string } }>();
      expect(doc.info.title).toBe(spec.title);
    });

    it(w.answers.title, async () => {
      expect(await openApiAnswers(ctx.app)).toEqual(w.answers.expected);
      expect(await documentedReportKinds(ctx.app)).toEqual(w.documentKinds.map((kind) => ({ kind, strict: true })));
    });

    it('refuses a field a document kind does not take, as its documented params say', async () => {
      const t = createCompany();
      const refused = await ctx.call(ctx.user('AdministradorEmpresa', t.companyId), createReport, { companyId: t.companyId }, { body: w.refused.body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: common.unknownField(w.refused.field) });
    });
  });
}
