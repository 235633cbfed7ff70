import { common } from '@insp/messages';
import { revisiones as texts } from '@insp/messages/revisiones';

import { inProject, managers, ok, type Rows, signedIn } from './types.ts';

const notFound = [404, texts.proyectos.errors.noExiste] as const;

// Writes are called with an invalid body or an unknown id: a caller past the gate gets 400/404 and
// nothing changes, so the rows can run in any order.
export const rows: Rows = {
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
  'GET /companies/:companyId/usuarios-revisiones': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/usuarios-revisiones` }),
    expected: managers(ok),
  },
};
