import { inProject, ok } from '@insp/module-service/testing';

import { type Rows } from './types.ts';

// The summary's filter choices: read by everyone who may read the project's summary.
export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/respuestas/opciones': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects/${f.projectId}/respuestas/opciones` }),
    expected: inProject(ok),
  },
};
