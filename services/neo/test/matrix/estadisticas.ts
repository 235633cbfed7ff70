import { neo } from '@insp/messages/neo';
import { inProject, ok } from '@insp/module-service/testing';

import { projectPath, type Rows } from './types.ts';

/** Report data: everyone with the module, for the projects they see. */
export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/desviacion/listas': {
    request: (f) => ({ method: 'GET', url: `${projectPath(f)}/desviacion/listas` }),
    expected: inProject(ok),
  },
  'GET /companies/:companyId/projects/:projectId/desviacion/espacios': {
    request: (f) => ({ method: 'GET', url: `${projectPath(f)}/desviacion/espacios` }),
    expected: inProject(ok),
  },
  'GET /companies/:companyId/projects/:projectId/desviacion/parametros': {
    request: (f) => ({ method: 'GET', url: `${projectPath(f)}/desviacion/parametros?tipo=Terminaciones` }),
    expected: inProject(ok),
  },
  'GET /companies/:companyId/projects/:projectId/desviacion/preguntas': {
    request: (f) => ({ method: 'GET', url: `${projectPath(f)}/desviacion/preguntas?checklistId=${f.unknownId}` }),
    expected: inProject([404, neo.checklists.errors.noEncontramos]),
  },
  'GET /companies/:companyId/projects/:projectId/metas': { request: (f) => ({ method: 'GET', url: `${projectPath(f)}/metas` }), expected: inProject(ok) },
};
