import type { MatrixRows } from '@insp/module-service/testing';

import type { TestContext } from '../context.ts';

/** What the matrix runs against: one company with a started project (its UsuarioEmpresa responsible), a checklist, an assigned space and a sheet. */
export interface Fixture {
  ctx: TestContext;
  companyId: string;
  projectId: string;
  espacioId: string;
  checklistId: string;
  asignadoId: string;
  hojaId: string;
  /** A photo attached to a record of the project (the file route's row). */
  fileId: string;
  /** An id nothing has (unknown records answer 404 to the callers who pass the gate). */
  unknownId: string;
}

export type Rows = MatrixRows<Fixture>;

/** The fixture's base path of a project. */
export const projectPath = (f: Fixture, projectId = f.projectId) => `/companies/${f.companyId}/projects/${projectId}`;
export const checklistPath = (f: Fixture, checklistId = f.checklistId) => `${projectPath(f)}/checklists/${checklistId}`;
export const asignadoPath = (f: Fixture, asignadoId = f.asignadoId) => `${checklistPath(f)}/espacios/${asignadoId}`;
export const hojaPath = (f: Fixture, hojaId = f.hojaId) => `${asignadoPath(f)}/hojas/${hojaId}`;
