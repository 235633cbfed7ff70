import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { inProject, managers, ok } from '@insp/module-service/testing';

import { projectPath, type Rows } from './types.ts';

export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/espacios': { request: (f) => ({ method: 'GET', url: `${projectPath(f)}/espacios` }), expected: inProject(ok) },
  'POST /companies/:companyId/projects/:projectId/espacios': {
    request: (f) => ({ method: 'POST', url: `${projectPath(f)}/espacios`, payload: {} }),
    expected: managers([400, common.invalidRequest]),
  },
  'PATCH /companies/:companyId/projects/:projectId/espacios/:espacioId': {
    request: (f) => ({ method: 'PATCH', url: `${projectPath(f)}/espacios/${f.espacioId}`, payload: {} }),
    expected: managers([400, neo.espacios.validation.enBlanco]),
  },
  'DELETE /companies/:companyId/projects/:projectId/espacios/:espacioId': {
    request: (f) => ({ method: 'DELETE', url: `${projectPath(f)}/espacios/${f.unknownId}` }),
    expected: managers([404, neo.espacios.errors.anteriorNoExiste]),
  },
};
