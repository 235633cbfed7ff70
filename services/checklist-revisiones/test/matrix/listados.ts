import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { hierarchyListadoRows, managers, ok } from '@insp/module-service/testing';

import { type Fixture, type Rows } from './types.ts';

const base = (f: Fixture) => `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados`;

export const rows: Rows = {
  ...hierarchyListadoRows<Fixture>(texts),
  'PUT /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/checklist': {
    request: (f) => ({ method: 'PUT', url: `${base(f)}/${f.listadoId}/checklist`, payload: { checklistId: f.unknownId, comprendoLosRiesgos: true } }),
    expected: managers([404, texts.listados.errors.checklistNoEncontrado]),
  },
  'GET /companies/:companyId/checklists-disponibles': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/checklists-disponibles` }),
    expected: managers(ok),
  },
};
