import type { MatrixRow, MatrixRows } from '@insp/module-service/testing';

import type { TestContext } from '../context.ts';

/**
 * Shared vocabulary of the authorization matrix (../authorization-matrix.test.ts; the runner and the
 * caller kinds are the module platform's, @insp/module-service/testing): every file of this folder
 * but this one exports `rows`, the routes it knows. A registered route without a row fails the suite.
 */
export {
  type Caller,
  callerNames,
  type Expected,
  forbidden,
  inProject,
  internalRoute,
  managers,
  moduleOff,
  ok,
  publicRoute,
  signedIn,
  unauthenticated,
} from '@insp/module-service/testing';

/** One company with a project (its UsuarioEmpresa among the Responsables), a revision, a listado with a checklist and one answer. */
export interface Fixture {
  ctx: TestContext;
  companyId: string;
  projectId: string;
  revisionId: string;
  listadoId: string;
  recintoId: string;
  subcontratoId: string;
  errorTipoId: string;
  respuestaId: string;
  /** A photo attached to a record of the project (the file route's row). */
  fileId: string;
  /** An id nothing has (unknown records answer 404 to the callers who pass the gate). */
  unknownId: string;
}

export type Row = MatrixRow<Fixture>;
export type Rows = MatrixRows<Fixture>;

export const listadoUrl = (f: Fixture) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados/${f.listadoId}`;
export const recintoUrl = (f: Fixture) => `${listadoUrl(f)}/recintos/${f.recintoId}`;
export const subcontratoUrl = (f: Fixture) => `${recintoUrl(f)}/subcontratos/${f.subcontratoId}`;
export const errorTipoUrl = (f: Fixture) => `${subcontratoUrl(f)}/errores-tipo/${f.errorTipoId}`;
