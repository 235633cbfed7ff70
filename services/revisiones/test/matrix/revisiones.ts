import { revisiones as texts } from '@insp/messages/revisiones';

import { inProject, managers, ok, type Rows } from './types.ts';

const base = (f: { companyId: string; projectId: string }) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones`;

export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/revisiones': { request: (f) => ({ method: 'GET', url: base(f) }), expected: inProject(ok) },
  'POST /companies/:companyId/projects/:projectId/revisiones': {
    request: (f) => ({ method: 'POST', url: base(f), payload: {} }),
    expected: managers([400, texts.revisiones.validation.nombreRequerido]),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId': {
    request: (f) => ({ method: 'GET', url: `${base(f)}/${f.revisionId}` }),
    expected: inProject(ok),
  },
  'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId': {
    request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.revisionId}`, payload: {} }),
    expected: managers([400, texts.revisiones.validation.nombreRequerido]),
  },
  'DELETE /companies/:companyId/projects/:projectId/revisiones/:revisionId': {
    request: (f) => ({ method: 'DELETE', url: `${base(f)}/${f.unknownId}` }),
    expected: managers([404, texts.revisiones.errors.noEncontrada]),
  },
};
