import { neo } from '@insp/messages/neo';
import { inProject, managers, ok } from '@insp/module-service/testing';

import { asignadoPath, checklistPath, projectPath, type Rows } from './types.ts';

export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/checklists': {
    request: (f) => ({ method: 'GET', url: `${projectPath(f)}/checklists?tipo=Obra%20Gruesa` }),
    expected: inProject(ok),
  },
  'POST /companies/:companyId/projects/:projectId/checklists': {
    request: (f) => ({ method: 'POST', url: `${projectPath(f)}/checklists`, payload: { MetaRevision: 50, Unidad: 'Piso' } }),
    expected: managers([400, neo.checklists.validation.primeroSelecciona]),
  },
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId': {
    request: (f) => ({ method: 'GET', url: checklistPath(f) }),
    expected: inProject(ok),
  },
  'PUT /companies/:companyId/projects/:projectId/checklists/:checklistId': {
    request: (f) => ({ method: 'PUT', url: checklistPath(f), payload: { MetaRevision: 0, Unidad: 'Piso' } }),
    expected: managers([400, neo.checklists.validation.metaMinimoEditar]),
  },
  'DELETE /companies/:companyId/projects/:projectId/checklists/:checklistId': {
    request: (f) => ({ method: 'DELETE', url: checklistPath(f, f.unknownId) }),
    expected: managers([404, neo.checklists.errors.noEncontramos]),
  },
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios': {
    request: (f) => ({ method: 'GET', url: `${checklistPath(f)}/espacios` }),
    expected: inProject(ok),
  },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios': {
    request: (f) => ({ method: 'POST', url: `${checklistPath(f)}/espacios`, payload: { espacioIds: [f.espacioId], Cantidad: 0, Revisores: [f.unknownId] } }),
    expected: managers([400, neo.asignaciones.validation.cantidadMinima]),
  },
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId': {
    request: (f) => ({ method: 'GET', url: asignadoPath(f) }),
    expected: inProject(ok),
  },
  'PUT /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId': {
    request: (f) => ({ method: 'PUT', url: asignadoPath(f), payload: { Cantidad: 2, Revisores: [] } }),
    expected: managers([400, neo.asignaciones.validation.revisorRequerido]),
  },
  'DELETE /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId': {
    request: (f) => ({ method: 'DELETE', url: asignadoPath(f, f.unknownId) }),
    expected: managers([404, neo.asignaciones.errors.noExiste]),
  },
};
