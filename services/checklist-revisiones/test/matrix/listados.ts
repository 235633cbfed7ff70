import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';

import { type Fixture, inProject, managers, ok, type Rows } from './types.ts';

const base = (f: Fixture) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados`;
const notFound = [404, texts.listados.errors.noExiste] as const;

export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados': {
    request: (f) => ({ method: 'GET', url: base(f) }),
    expected: inProject(ok),
  },
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados': {
    request: (f) => ({ method: 'POST', url: base(f), payload: {} }),
    expected: managers([400, texts.listados.validation.nombreRequerido]),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId': {
    request: (f) => ({ method: 'GET', url: `${base(f)}/${f.listadoId}` }),
    expected: inProject(ok),
  },
  'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId': {
    request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}`, payload: {} }),
    expected: managers([400, texts.listados.validation.nombreRequerido]),
  },
  'DELETE /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId': {
    request: (f) => ({ method: 'DELETE', url: `${base(f)}/${f.unknownId}` }),
    expected: managers(notFound),
  },
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/restaurar': {
    request: (f) => ({ method: 'POST', url: `${base(f)}/${f.unknownId}/restaurar` }),
    expected: managers(notFound),
  },
  'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/fecha-propuesta': {
    request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}/fecha-propuesta`, payload: {} }),
    expected: managers([400, common.fechaInvalida]),
  },
  'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/fecha-real': {
    request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}/fecha-real`, payload: {} }),
    expected: managers([400, common.fechaInvalida]),
  },
  'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/checklist': {
    request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}/checklist`, payload: { checklistId: f.unknownId, comprendoLosRiesgos: true } }),
    expected: managers([404, texts.listados.errors.checklistNoEncontrado]),
  },
  'GET /companies/:companyId/checklists-disponibles': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/checklists-disponibles` }),
    expected: managers(ok),
  },
};
