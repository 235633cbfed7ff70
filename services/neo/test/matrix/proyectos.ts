import { neo } from '@insp/messages/neo';
import { inProject, managers, ok, signedIn } from '@insp/module-service/testing';

import { projectPath, type Rows } from './types.ts';

const notFound = [404, neo.proyectos.errors.noExiste] as const;
const requerido = [400, neo.proyectos.validation.requerido] as const;

// Writes go with an invalid body or an unknown id: a caller past the gate gets 400/404 and nothing changes.
export const rows: Rows = {
  'GET /companies/:companyId/projects': { request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects` }), expected: signedIn(ok) },
  'POST /companies/:companyId/projects': {
    request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/projects`, payload: {} }),
    expected: managers(requerido),
  },
  'GET /companies/:companyId/projects/:projectId': { request: (f) => ({ method: 'GET', url: projectPath(f) }), expected: inProject(ok) },
  'PUT /companies/:companyId/projects/:projectId': { request: (f) => ({ method: 'PUT', url: projectPath(f), payload: {} }), expected: managers(requerido) },
  'DELETE /companies/:companyId/projects/:projectId': {
    request: (f) => ({ method: 'DELETE', url: projectPath(f, f.unknownId) }),
    expected: managers(notFound),
  },
  'POST /companies/:companyId/projects/:projectId/iniciar': {
    request: (f) => ({ method: 'POST', url: `${projectPath(f, f.unknownId)}/iniciar` }),
    expected: managers(notFound),
  },
  'POST /companies/:companyId/projects/:projectId/finalizar': {
    request: (f) => ({ method: 'POST', url: `${projectPath(f, f.unknownId)}/finalizar` }),
    expected: managers(notFound),
  },
  'POST /companies/:companyId/projects/:projectId/reiniciar': {
    request: (f) => ({ method: 'POST', url: `${projectPath(f, f.unknownId)}/reiniciar` }),
    expected: managers(notFound),
  },
  'GET /companies/:companyId/usuarios-ot': { request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/usuarios-ot` }), expected: managers(ok) },
  'GET /companies/:companyId/catalogos-ot': { request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/catalogos-ot` }), expected: signedIn(ok) },
};
