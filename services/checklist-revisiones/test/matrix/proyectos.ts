import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { hierarchyProjectRows, inProject, ok } from '@insp/module-service/testing';

import type { Fixture, Rows } from './types.ts';

export const rows: Rows = {
  ...hierarchyProjectRows<Fixture>(texts, 'usuarios-checklist'),
  'GET /companies/:companyId/projects/:projectId/respuestas': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects/${f.projectId}/respuestas` }),
    expected: inProject(ok),
  },
  'GET /companies/:companyId/projects/:projectId/estadisticas': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects/${f.projectId}/estadisticas` }),
    expected: inProject(ok),
  },
};
