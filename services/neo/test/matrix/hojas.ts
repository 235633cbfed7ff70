import { neo } from '@insp/messages/neo';
import { inProject, managers, ok, signedIn } from '@insp/module-service/testing';

import { asignadoPath, hojaPath, type Rows } from './types.ts';

export const rows: Rows = {
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas': {
    request: (f) => ({ method: 'GET', url: `${asignadoPath(f)}/hojas` }),
    expected: inProject(ok),
  },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas': {
    request: (f) => ({ method: 'POST', url: `${asignadoPath(f)}/hojas`, payload: { Unidades: 1, Tipo: 'Otra' } }),
    expected: managers([400, neo.hojas.validation.tipoInvalido]),
  },
  'GET /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId': {
    request: (f) => ({ method: 'GET', url: hojaPath(f) }),
    expected: inProject(ok),
  },
  'DELETE /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId': {
    request: (f) => ({ method: 'DELETE', url: hojaPath(f, f.unknownId) }),
    expected: managers([404, neo.hojas.errors.noExiste]),
  },
  // The fixture's sheet is neither finished nor signed: whoever passes the gate is told there is nothing to reopen.
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/reabrir': {
    request: (f) => ({ method: 'POST', url: `${hojaPath(f)}/reabrir` }),
    expected: managers([409, neo.hojas.errors.noCerrada]),
  },
  // Every signed-in user of the module has a list (their own sheets as reviewer; issue 19 §4: paged, searched, filtered).
  'GET /companies/:companyId/mis-hojas-ot': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/mis-hojas-ot?page=0&pageSize=50&estado=pendiente&q=depto` }),
    expected: signedIn(ok),
  },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/respuestas': {
    // Well-formed (validation runs before the project scope): only the sheet's reviewers may answer,
    // and the matrix's callers are none of them (the responsible company user included).
    request: (f) => ({
      method: 'POST',
      url: `${hojaPath(f)}/respuestas`,
      payload: { clientId: '5b0c7d0e-9a4f-4c1e-8f3a-2d6b7c8e9f01', categoria: 0, pregunta: 0, slot: 1, Estado: 'Aprobado', Foto: f.unknownId },
    }),
    expected: inProject([403, neo.captura.errors.noEsRevisor]),
  },
  'POST /companies/:companyId/projects/:projectId/checklists/:checklistId/espacios/:asignadoId/hojas/:hojaId/firma': {
    request: (f) => ({
      method: 'POST',
      url: `${hojaPath(f)}/firma`,
      payload: { clientId: '8f9c4a52-3d0e-4f8e-9a3c-1b2c3d4e5f60', Imagen: 'data:image/png;base64,aGVsbG8=' },
    }),
    expected: inProject([403, neo.captura.errors.noEsRevisor]),
  },
};
