import type { AccessClaims, Endpoint, InternalCompanyFull } from '@insp/contracts';
import { newObjectId } from '@insp/service-kit/testing';
import { expect } from 'vitest';

import type { ModuleTestContext, TestCompany } from './testing-context.ts';

/** The review family's endpoints a test builds its hierarchy with (each module's contract). */
export interface ReviewFamilyEndpoints {
  proyectos: { create: Endpoint; setResponsables: Endpoint };
  revisiones: { create: Endpoint };
  listados: { create: Endpoint };
}

interface Named {
  id: string;
}

/**
 * The review family's test hierarchy (`@insp/module-service/testing`, vitest only), built through
 * the module's own routes as its director: companies of the fake admin (with `companyDefaults`),
 * projects, revisions and listados with generated names, and a whole project → revision → listado
 * with the project shared with the company user. Each service's test/context.ts types it with its
 * contract's items and adds what lies below its listados.
 */
export function reviewFixtures<
  P extends Named,
  R extends Named,
  L extends Named,
  ProjectBody extends object = { NombreProyecto?: string; ResponsableId?: string },
>(
  platform: Pick<ModuleTestContext, 'admin' | 'addPeople' | 'call' | 'ok' | 'user'>,
  endpoints: ReviewFamilyEndpoints,
  companyDefaults: () => Partial<InternalCompanyFull> = () => ({}),
) {
  const { admin, addPeople, call, ok } = platform;
  const suffix = () => newObjectId().slice(-6);

  /** A company in the fake admin with a director, a company user and a responsible. */
  const createCompany = (overrides: Partial<InternalCompanyFull> = {}): TestCompany => {
    const company = admin.addCompany({ ...companyDefaults(), ...overrides });
    return { company, companyId: company.id, ...addPeople(company.id) };
  };

  /** A project created through POST /companies/:companyId/projects (as the company's director). */
  const createProject = (t: TestCompany, body: ProjectBody = {} as ProjectBody): Promise<P> =>
    ok<P>(call(t.director, endpoints.proyectos.create, { companyId: t.companyId }, { body: { NombreProyecto: `Proyecto ${suffix()}`, ...body } }));

  /** Makes the company user one of the project's Responsables (so they see it). */
  const shareProject = (t: TestCompany, projectId: string, userIds: string[] = [t.usuarioUser.id]): Promise<P> =>
    ok<P>(call(t.director, endpoints.proyectos.setResponsables, { companyId: t.companyId, projectId }, { body: { Responsables: userIds } }));

  const createRevision = (t: TestCompany, projectId: string, body: { Nombre?: string; ResponsableId?: string } = {}): Promise<R> =>
    ok<R>(
      call(
        t.director,
        endpoints.revisiones.create,
        { companyId: t.companyId, projectId },
        { body: { Nombre: `Revisión ${suffix()}`, ResponsableId: t.responsable.id, ...body } },
      ),
    );

  const createListado = (t: TestCompany, projectId: string, revisionId: string, body: { Nombre?: string; ResponsableId?: string } = {}): Promise<L> =>
    ok<L>(
      call(
        t.director,
        endpoints.listados.create,
        { companyId: t.companyId, projectId, revisionId },
        { body: { Nombre: `Listado ${suffix()}`, ResponsableId: t.responsable.id, ...body } },
      ),
    );

  /**
   * A company with one project, one revision and one listado. The project is shared with the
   * company user unless `project` chooses it (then it is created with that body, e.g. the company
   * user as its Responsable only, and shared with nobody).
   */
  const createHierarchy = async (overrides: Partial<InternalCompanyFull> = {}, project?: (t: TestCompany) => ProjectBody) => {
    const t = createCompany(overrides);
    const created = await createProject(t, project?.(t));
    if (!project) await shareProject(t, created.id);
    const revision = await createRevision(t, created.id);
    const listado = await createListado(t, created.id, revision.id);
    const projectParams = { companyId: t.companyId, projectId: created.id };
    const revisionParams = { ...projectParams, revisionId: revision.id };
    const listadoParams = { ...revisionParams, listadoId: listado.id };
    return {
      ...t,
      project: created,
      revision,
      listado,
      projectId: created.id,
      revisionId: revision.id,
      listadoId: listado.id,
      projectParams,
      revisionParams,
      listadoParams,
    };
  };

  /** A UsuarioEmpresa of the company with the module (Olga Otra), responsible for a project of their own only. */
  const outsiderOf = async (t: TestCompany): Promise<AccessClaims> => {
    const user = admin.addUser(t.companyId, { Nombre: 'Olga', Apellido: 'Otra', Cargo: 'Supervisora' });
    const own = await createProject(t);
    await shareProject(t, own.id, [user.id]);
    return platform.user('UsuarioEmpresa', t.companyId, { sub: user.id, name: user.NombreCompleto });
  };

  return { createCompany, createProject, shareProject, createRevision, createListado, createHierarchy, outsiderOf };
}

/** A document's text holds every part, in this order (the failure names the parts and the text). */
export function expectInOrder(text: string, parts: readonly string[]): void {
  const at = parts.map((part) => text.indexOf(part));
  expect(
    at.every((index) => index >= 0),
    `${parts.join(' | ')} in ${text}`,
  ).toBe(true);
  expect(at, parts.join(' | ')).toEqual([...at].sort((a, b) => a - b));
}
