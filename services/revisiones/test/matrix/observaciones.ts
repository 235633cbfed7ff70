import { observaciones as texts } from '@insp/messages/revisiones';
import { inProject, ok, signedIn } from '@insp/module-service/testing';

import { type Fixture, type Rows } from './types.ts';

const base = (f: Fixture) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados/${f.listadoId}/observaciones`;
const notFound = [404, texts.notFound] as const;

// Observations are captured and edited by the project's responsible company users as well as the
// managers (signedIn + the project scope). Writes go with a body that fails validation or an unknown
// id, so nothing changes and the rows run in any order.
export const rows: Rows = {
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones': {
    // A well-formed body (validation runs before the project scope) naming a Sector the company lacks.
    request: (f) => ({
      method: 'POST',
      url: base(f),
      payload: {
        clientId: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
        Sector: 'Sector inexistente',
        Recinto: 'Baño',
        Subcontrato: 'Pintura',
        ErrorTipo: 'Manchas',
        Prioridad: 'Alta',
        Comentario: '',
        Imagenes: [],
      },
    }),
    expected: inProject([400, texts.sectorUnknown]),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones': {
    request: (f) => ({ method: 'GET', url: base(f) }),
    expected: inProject(ok),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId': {
    request: (f) => ({ method: 'GET', url: `${base(f)}/${f.unknownId}` }),
    expected: inProject(notFound),
  },
  'PATCH /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId': {
    request: (f) => ({ method: 'PATCH', url: `${base(f)}/${f.unknownId}`, payload: { Comentario: 'x' } }),
    expected: inProject(notFound),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId/historial': {
    request: (f) => ({ method: 'GET', url: `${base(f)}/${f.unknownId}/historial` }),
    expected: inProject(notFound),
  },
  'GET /companies/:companyId/projects/:projectId/observaciones': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects/${f.projectId}/observaciones` }),
    expected: inProject(ok),
  },
  'GET /companies/:companyId/catalogos-observacion': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/catalogos-observacion` }),
    expected: signedIn(ok),
  },
  'GET /companies/:companyId/projects/:projectId/estadisticas': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/projects/${f.projectId}/estadisticas` }),
    expected: inProject(ok),
  },
};
