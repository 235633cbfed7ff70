import type { HierarchyFixture, MatrixRows } from '@insp/module-service/testing';

import type { TestContext } from '../context.ts';

/*
 * The fixture of the authorization matrix (../authorization-matrix.test.ts; the runner, the caller
 * kinds and the platform's and hierarchy's rows are @insp/module-service/testing's): every file of
 * this folder but this one exports `rows`, the routes it knows. A registered route without a row fails the suite.
 */

/** One company with a project (its UsuarioEmpresa among the Responsables), a revision and a listado, and a photo of an observation. */
export interface Fixture extends HierarchyFixture {
  ctx: TestContext;
}

export type Rows = MatrixRows<Fixture>;
