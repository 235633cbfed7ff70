import { neo } from '@insp/messages/neo';
import { managers, ok, signedIn } from '@insp/module-service/testing';
import { asignadoPath, hojaPath, type Rows } from './types.ts';

export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas': {
    request: (f) => ({ method: 'GET', url: `${asignadoPath(f)}/hojas` }),
    expected: signedIn(ok),
  },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas': {
    request: (f) => ({ method: 'POST', url: `${asignadoPath(f)}/hojas`, payload: { Unidades: 1, Tipo: 'Otra' } }),
    expected: managers([400, neo.hojas.validation.tipoInvalido]),
  },
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId': { request: (f) => ({ method: 'GET', url: hojaPath(f) }), expected: signedIn(ok) },
  'DELETE /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId': {
    request: (f) => ({ method: 'DELETE', url: hojaPath(f, f.unknownId) }),
    expected: managers([404, neo.hojas.errors.noExiste]),
  },
  // The fixture's sheet is neither finished nor signed: whoever passes the gate is told there is nothing to reopen.
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/reabrir': {
    request: (f) => ({ method: 'POST', url: `${hojaPath(f)}/reabrir` }),
    expected: managers([409, neo.hojas.errors.noCerrada]),
  },
  'GET /companies/:companyId/mis-hojas-ot': { request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/mis-hojas-ot` }), expected: signedIn(ok) },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/respuestas': {
    request: (f) => ({ method: 'POST', url: `${hojaPath(f)}/respuestas`, payload: { clientId: 'no-es-uuid' } }),
    expected: signedIn([400, neo.captura.errors.clientIdInvalido]),
  },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/firma': {
    request: (f) => ({ method: 'POST', url: `${hojaPath(f)}/firma`, payload: { clientId: '8f9c4a52-3d0e-4f8e-9a3c-1b2c3d4e5f60', Imagen: 'no-es-imagen' } }),
    expected: signedIn([400, neo.captura.errors.firmaInvalida]),
  },
};

