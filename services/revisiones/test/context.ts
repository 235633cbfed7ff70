import { type AccessClaims, type InternalCompanyFull, type InternalUser, type UserType } from '@insp/contracts';
import { type ListadoItem, listadosEndpoints, type ProyectoItem, proyectosEndpoints, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { type Endpoint, endpointUrl } from '@insp/contracts';
import type { ModuleContext } from '@insp/module-service';
import { fakeAdmin } from '@insp/module-service/testing';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { buildApp } from '../src/app.ts';

/** A company of the fake admin with its director, a company user and a responsible, all with the Revisiones flag. */
export interface TestCompany {
  company: InternalCompanyFull;
  companyId: string;
  /** AdministradorEmpresa claims of the company. */
  director: AccessClaims;
  /** A UsuarioEmpresa of the company (a user of admin, Revisiones flag on). */
  usuario: AccessClaims;
  usuarioUser: InternalUser;
  /** A user of admin with the Revisiones flag, to be chosen as responsible. */
  responsable: InternalUser;
}

/**
 * The revisiones service under test: its own buildApp on a fresh database, a real Ed25519 identity,
 * admin in memory, and the platform context (scheduler, events, files…) captured from buildApp.
 */
export async function testContext() {
  const identity = testIdentity();
  const config = testConfig('revisiones');
  const admin = fakeAdmin();
  let captured: ModuleContext | null = null;
  const app = await buildApp({
    config,
    verifier: identity.verifier,
    sessions: identity.sessions,
    admin,
    onContext: (context) => {
      captured = context;
    },
  });
  if (!captured) throw new Error('buildApp did not hand over its context');
  const context: ModuleContext = captured;
  // Unique indexes before the first write (a concurrency test must not race their creation).
  await Promise.all(Object.values(app.db.models).map((model) => model.init()));

  const user = (userType: UserType, companyId: string | null, overrides: Partial<AccessClaims> = {}) => testClaims(userType, { companyId, ...overrides });
  const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });
  const administrador = user('Administrador', null, { name: 'Admin Plataforma' });

  /** Calls an endpoint as `claims` (the URL is built from the contract, like the remotes do). */
  const call = (
    claims: AccessClaims | null,
    description: Endpoint,
    params: Record<string, string>,
    options: { query?: Record<string, unknown>; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> => {
    const request: InjectOptions = {
      method: description.method,
      url: endpointUrl(description, params, options.query),
      headers: claims ? headersOf(claims) : {},
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    };
    return app.inject(request);
  };

  /** Expects a 2xx answer and returns its JSON (fails with the answer's message otherwise). */
  const ok = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json<T>();
  };

  /** A company in the fake admin with a director, a company user and a responsible. */
  const createCompany = (overrides: Partial<InternalCompanyFull> = {}): TestCompany => {
    const company = admin.addCompany(overrides);
    const companyId = company.id;
    const directorUser = admin.addUser(companyId, { Nombre: 'Diana', Apellido: 'Directora', tipoUsuario: 'AdministradorEmpresa', Cargo: 'Gerente' });
    const usuarioUser = admin.addUser(companyId, { Nombre: 'Ulises', Apellido: 'Usuario', Cargo: 'Supervisor' });
    const responsable = admin.addUser(companyId, { Nombre: 'Rosa', Apellido: 'Responsable', Cargo: 'Jefe de obra' });
    const director = user('AdministradorEmpresa', companyId, { sub: directorUser.id, name: directorUser.NombreCompleto });
    const usuario = user('UsuarioEmpresa', companyId, { sub: usuarioUser.id, name: usuarioUser.NombreCompleto });
    return { company, companyId, director, usuario, usuarioUser, responsable };
  };

  /** A project created through POST /companies/:companyId/projects (as the company's director). */
  const createProject = (
    t: TestCompany,
    body: { NombreProyecto?: string; DiasPorVencer?: number; DiasVencidos?: number; ResponsableId?: string } = {},
  ): Promise<ProyectoItem> =>
    ok<ProyectoItem>(
      call(t.director, proyectosEndpoints.create, { companyId: t.companyId }, { body: { NombreProyecto: `Proyecto ${newObjectId().slice(-6)}`, ...body } }),
    );

  /** Makes the company user one of the project's Responsables (so they see it). */
  const shareProject = (t: TestCompany, projectId: string, userIds: string[] = [t.usuarioUser.id]): Promise<ProyectoItem> =>
    ok<ProyectoItem>(call(t.director, proyectosEndpoints.setResponsables, { companyId: t.companyId, projectId }, { body: { Responsables: userIds } }));

  const createRevision = (t: TestCompany, projectId: string, body: { Nombre?: string; ResponsableId?: string } = {}): Promise<RevisionItem> =>
    ok<RevisionItem>(
      call(
        t.director,
        revisionesEndpoints.create,
        { companyId: t.companyId, projectId },
        { body: { Nombre: `Revisión ${newObjectId().slice(-6)}`, ResponsableId: t.responsable.id, ...body } },
      ),
    );

  const createListado = (t: TestCompany, projectId: string, revisionId: string, body: { Nombre?: string; ResponsableId?: string } = {}): Promise<ListadoItem> =>
    ok<ListadoItem>(
      call(
        t.director,
        listadosEndpoints.create,
        { companyId: t.companyId, projectId, revisionId },
        { body: { Nombre: `Listado ${newObjectId().slice(-6)}`, ResponsableId: t.responsable.id, ...body } },
      ),
    );

  /** A company with one project (shared with its company user), one revision and one listado. */
  const createHierarchy = async (overrides: Partial<InternalCompanyFull> = {}) => {
    const t = createCompany(overrides);
    const project = await createProject(t);
    await shareProject(t, project.id);
    const revision = await createRevision(t, project.id);
    const listado = await createListado(t, project.id, revision.id);
    return { ...t, project, revision, listado, projectId: project.id, revisionId: revision.id, listadoId: listado.id };
  };

  return {
    app,
    admin,
    config,
    identity,
    context,
    administrador,
    user,
    headersOf,
    newObjectId,
    call,
    ok,
    createCompany,
    createProject,
    shareProject,
    createRevision,
    createListado,
    createHierarchy,
  };
}

export type TestContext = Awaited<ReturnType<typeof testContext>>;
