import { type InternalCompanyFull } from '@insp/contracts';
import { type ListadoItem, listadosEndpoints, type ProyectoItem, proyectosEndpoints, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { moduleTestContext, type TestCompany } from '@insp/module-service/testing';
import { newObjectId } from '@insp/service-kit/testing';

import { buildApp } from '../src/app.ts';

/** A company of the fake admin with its director, a company user and a responsible, all with the Revisiones flag. */
export type { TestCompany };

/**
 * The revisiones service under test: its own buildApp on a fresh database, a real Ed25519 identity,
 * admin in memory, and the platform context (scheduler, events, files…) captured from buildApp.
 */
export async function testContext() {
  const platform = await moduleTestContext('revisiones', buildApp);
  const { admin, addPeople, call, ok } = platform;

  /** A company in the fake admin with a director, a company user and a responsible. */
  const createCompany = (overrides: Partial<InternalCompanyFull> = {}): TestCompany => {
    const company = admin.addCompany(overrides);
    const companyId = company.id;
    return { company, companyId, ...addPeople(companyId) };
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

  return { ...platform, createCompany, createProject, shareProject, createRevision, createListado, createHierarchy };
}

export type TestContext = Awaited<ReturnType<typeof testContext>>;
