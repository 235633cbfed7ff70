import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { errorTipoUrl, listadoUrl, ok, signedIn, type Rows } from './types.ts';

const R = '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas';

// Answers are captured, read and edited by the project's responsible company users as well as the
// managers (signedIn + the project scope); writes go with a body that fails validation or an unknown id.
export const rows: Rows = {
  [`GET ${R}`]: { request: (f) => ({ method: 'GET', url: `${errorTipoUrl(f)}/respuestas` }), expected: signedIn(ok) },
  [`POST ${R}`]: {
    request: (f) => ({ method: 'POST', url: `${errorTipoUrl(f)}/respuestas`, payload: { clientId: 'no-es-uuid' } }),
    expected: signedIn([400, texts.respuestas.errors.clientIdInvalid]),
  },
  [`GET ${R}/:respuestaId`]: { request: (f) => ({ method: 'GET', url: `${errorTipoUrl(f)}/respuestas/${f.respuestaId}` }), expected: signedIn(ok) },
  [`PATCH ${R}/:respuestaId`]: {
    request: (f) => ({ method: 'PATCH', url: `${errorTipoUrl(f)}/respuestas/${f.unknownId}`, payload: { Comentario: 'x' } }),
    expected: signedIn([404, texts.respuestas.errors.noExiste]),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/arbol': {
    request: (f) => ({ method: 'GET', url: `${listadoUrl(f)}/arbol` }),
    expected: signedIn(ok),
  },
};
