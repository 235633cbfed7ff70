import type { HierarchyFixture, MatrixRows } from '@insp/module-service/testing';

import type { TestContext } from '../context.ts';

/*
 * The fixture of the authorization matrix (../authorization-matrix.test.ts; the runner, the caller
 * kinds and the platform's and hierarchy's rows are @insp/module-service/testing's): every file of
 * this folder but this one exports `rows`, the routes it knows. A registered route without a row fails the suite.
 */

/** One company with a project (its UsuarioEmpresa among the Responsables), a revision, a listado with a checklist and one answer with a photo. */
export interface Fixture extends HierarchyFixture {
  ctx: TestContext;
  recintoId: string;
  subcontratoId: string;
  errorTipoId: string;
  respuestaId: string;
}

export type Rows = MatrixRows<Fixture>;

export const listadoUrl = (f: Fixture) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados/${f.listadoId}`;
export const recintoUrl = (f: Fixture) => `${listadoUrl(f)}/recintos/${f.recintoId}`;
export const subcontratoUrl = (f: Fixture) => `${recintoUrl(f)}/subcontratos/${f.subcontratoId}`;
export const errorTipoUrl = (f: Fixture) => `${subcontratoUrl(f)}/errores-tipo/${f.errorTipoId}`;
