import { common, files, reports } from '@insp/messages';

import { type Expected, inProject, internalRoute, managers, type MatrixRows, ok, publicRoute, signedIn } from './testing-matrix.ts';

/*
 * Authorization-matrix rows of routes the module platform registers (`@insp/module-service/testing`,
 * vitest only): each service's test/matrix/*.ts spreads the ones it registers, over its own fixture.
 */

/** What the platform's rows need of a service's fixture. */
export interface PlatformFixture {
  companyId: string;
  /** A photo attached to a record of the fixture's project (the file route's row). */
  fileId: string;
  /** An id nothing has (unknown records answer 404 to the callers who pass the gate). */
  unknownId: string;
  ctx: { newObjectId: () => string };
}

/**
 * The module platform's routes as every module service registers them (packages/module-service):
 * called so that a caller past the gate gets a cheap refusal (unknown id, no multipart, bad cursor)
 * and no stream stays open.
 */
export function platformRows<F extends PlatformFixture>(): MatrixRows<F> {
  return {
    'GET /health': { request: () => ({ method: 'GET', url: '/health' }), expected: publicRoute },
    'GET /openapi.json': { request: () => ({ method: 'GET', url: '/openapi.json' }), expected: publicRoute },
    'POST /companies/:companyId/files': {
      request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/files`, payload: {} }),
      expected: signedIn([415, files.notMultipart]),
    },
    // Declared public with its own gate (bearer of the company and module, or a signed link; the
    // links are tested in packages/module-service/test/signed-files.test.ts): the same answers as an access route.
    // A photo of a record of the fixture's project: a company user outside the project gets 404, as for a foreign file.
    'GET /companies/:companyId/files/:fileId': {
      request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/files/${f.fileId}?size=thumb` }),
      expected: inProject(ok, [404, common.notFound]),
    },
    'GET /companies/:companyId/events': {
      request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/events?after=no-es-un-id` }),
      expected: signedIn([400, common.invalidRequest]),
    },
    'POST /companies/:companyId/reports': {
      request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/reports`, payload: { kind: 'no-existe' } }),
      expected: signedIn([400, reports.unknownKind]),
    },
    'GET /companies/:companyId/reports/:reportId': {
      request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/reports/${f.unknownId}` }),
      expected: signedIn([404, common.notFound]),
    },
    'GET /companies/:companyId/reports/:reportId/file': {
      request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/reports/${f.unknownId}/file` }),
      expected: signedIn([404, common.notFound]),
    },
    'GET /companies/:companyId/reports/:reportId/items/:index/file': {
      request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/reports/${f.unknownId}/items/0/file` }),
      expected: signedIn([404, common.notFound]),
    },
    'DELETE /internal/companies/:companyId': {
      request: (f) => ({ method: 'DELETE', url: `/internal/companies/${f.ctx.newObjectId()}` }),
      expected: internalRoute,
    },
    'POST /internal/users/:userId/remove-responsable': {
      request: (f) => ({ method: 'POST', url: `/internal/users/${f.ctx.newObjectId()}/remove-responsable`, payload: { companyId: f.ctx.newObjectId() } }),
      expected: internalRoute,
    },
    'GET /internal/companies/:companyId/resumen': {
      request: (f) => ({
        method: 'GET',
        url: `/internal/companies/${f.ctx.newObjectId()}/resumen?desde=2026-11-26T10:00:00.000Z&hasta=2026-11-27T10:00:00.000Z`,
      }),
      expected: internalRoute,
    },
  };
}

/** What the review hierarchy's rows need of a service's fixture: a project with a revision and a listado. */
export interface HierarchyFixture extends PlatformFixture {
  projectId: string;
  revisionId: string;
  listadoId: string;
}

/** The Spanish texts the review hierarchy's refusals carry (each review module's catalogue). */
export interface HierarchyTexts {
  proyectos: { errors: { noExiste: string }; validation: { nombreRequeridoNuevo: string; nombreRequeridoEditar: string } };
  revisiones: { errors: { noEncontrada: string }; validation: { nombreRequerido: string } };
  listados: { errors: { noExiste: string }; validation: { nombreRequerido: string } };
}

/**
 * The review hierarchy's project routes (packages/module-service/src/hierarchy) as a review module
 * registers them; `usersPath` is the module's list of users to choose from (`usuarios-revisiones`).
 * Writes are called with an invalid body or an unknown id: a caller past the gate gets 400/404 and
 * nothing changes, so the rows can run in any order.
 */
export function hierarchyProjectRows<F extends HierarchyFixture>(texts: HierarchyTexts, usersPath: string): MatrixRows<F> {
  const notFound = [404, texts.proyectos.errors.noExiste] as const;
  return {
    'GET /companies/:companyId/projects': { request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects` }), expected: signedIn(ok) },
    'POST /companies/:companyId/projects': {
      request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/projects`, payload: {} }),
      expected: managers([400, texts.proyectos.validation.nombreRequeridoNuevo]),
    },
    'GET /companies/:companyId/projects/:projectId': {
      request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects/${f.projectId}` }),
      expected: inProject(ok),
    },
    'PUT /companies/:companyId/projects/:projectId': {
      request: (f) => ({ method: 'PUT', url: `/companies/${f.companyId}/projects/${f.projectId}`, payload: {} }),
      expected: managers([400, texts.proyectos.validation.nombreRequeridoEditar]),
    },
    'DELETE /companies/:companyId/projects/:projectId': {
      request: (f) => ({ method: 'DELETE', url: `/companies/${f.companyId}/projects/${f.unknownId}` }),
      expected: managers(notFound),
    },
    'POST /companies/:companyId/projects/:projectId/restaurar': {
      request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/projects/${f.unknownId}/restaurar` }),
      expected: managers(notFound),
    },
    'PUT /companies/:companyId/projects/:projectId/responsable': {
      request: (f) => ({ method: 'PUT', url: `/companies/${f.companyId}/projects/${f.projectId}/responsable`, payload: {} }),
      expected: managers([400, common.invalidRequest]),
    },
    'PUT /companies/:companyId/projects/:projectId/responsables': {
      request: (f) => ({ method: 'PUT', url: `/companies/${f.companyId}/projects/${f.projectId}/responsables`, payload: {} }),
      expected: managers([400, common.invalidRequest]),
    },
    [`GET /companies/:companyId/${usersPath}`]: { request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/${usersPath}` }), expected: managers(ok) },
  };
}

/**
 * The five routes of one item of a level (list and create below the parent, get, update and remove
 * the item), as the hierarchy's itemRoutes registers them: company users of the project read,
 * managers write; an empty body is refused with the name's required text.
 */
function levelRows<F extends HierarchyFixture>(
  path: string,
  idParam: string,
  url: { base: (f: F) => string; item: (f: F) => string },
  nombreRequerido: string,
  notFound: Expected,
): MatrixRows<F> {
  return {
    [`GET ${path}`]: { request: (f) => ({ method: 'GET', url: url.base(f) }), expected: inProject(ok) },
    [`POST ${path}`]: { request: (f) => ({ method: 'POST', url: url.base(f), payload: {} }), expected: managers([400, nombreRequerido]) },
    [`GET ${path}/:${idParam}`]: { request: (f) => ({ method: 'GET', url: `${url.base(f)}/${url.item(f)}` }), expected: inProject(ok) },
    [`PUT ${path}/:${idParam}`]: {
      request: (f) => ({ method: 'PUT', url: `${url.base(f)}/${url.item(f)}`, payload: {} }),
      expected: managers([400, nombreRequerido]),
    },
    [`DELETE ${path}/:${idParam}`]: { request: (f) => ({ method: 'DELETE', url: `${url.base(f)}/${f.unknownId}` }), expected: managers(notFound) },
  };
}

/** The review hierarchy's revision routes as a review module registers them. */
export function hierarchyRevisionRows<F extends HierarchyFixture>(texts: HierarchyTexts): MatrixRows<F> {
  return levelRows<F>(
    '/companies/:companyId/projects/:projectId/revisiones',
    'revisionId',
    { base: (f) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones`, item: (f) => f.revisionId },
    texts.revisiones.validation.nombreRequerido,
    [404, texts.revisiones.errors.noEncontrada],
  );
}

/** The review hierarchy's listado routes as a review module registers them. */
export function hierarchyListadoRows<F extends HierarchyFixture>(texts: HierarchyTexts): MatrixRows<F> {
  const base = (f: F) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados`;
  const notFound = [404, texts.listados.errors.noExiste] as const;
  return {
    ...levelRows<F>(
      '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados',
      'listadoId',
      { base, item: (f) => f.listadoId },
      texts.listados.validation.nombreRequerido,
      notFound,
    ),
    'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/restaurar': {
      request: (f) => ({ method: 'POST', url: `${base(f)}/${f.unknownId}/restaurar` }),
      expected: managers(notFound),
    },
    'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/ruta': {
      request: (f) => ({ method: 'GET', url: `${base(f)}/${f.listadoId}/ruta` }),
      expected: inProject(ok),
    },
    'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/fecha-propuesta': {
      request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}/fecha-propuesta`, payload: {} }),
      expected: managers([400, common.fechaInvalida]),
    },
    'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/fecha-real': {
      request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}/fecha-real`, payload: {} }),
      expected: managers([400, common.fechaInvalida]),
    },
  };
}
