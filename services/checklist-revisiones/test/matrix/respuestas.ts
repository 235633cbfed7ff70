import { files } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { inProject, ok } from '@insp/module-service/testing';

import { errorTipoUrl, listadoUrl, type Rows } from './types.ts';

const R =
  '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas';

// Answers are captured, read and edited by the project's responsible company users as well as the
// managers (signedIn + the project scope); writes go with a body that fails validation or an unknown id.
export const rows: Rows = {
  [`GET ${R}`]: { request: (f) => ({ method: 'GET', url: `${errorTipoUrl(f)}/respuestas` }), expected: inProject(ok) },
  // Well-formed (validation runs before the project scope) with a photo nobody has: nothing is stored.
  [`POST ${R}`]: {
    request: (f) => ({
      method: 'POST',
      url: `${errorTipoUrl(f)}/respuestas`,
      payload: { clientId: '0d6f3a1e-7b2c-4e59-9a8d-3c4b5e6f7a80', Comentario: '', Estado: 'Por Resolver', Imagen: f.unknownId },
    }),
    expected: inProject([400, files.notFound]),
  },
  [`GET ${R}/:respuestaId`]: { request: (f) => ({ method: 'GET', url: `${errorTipoUrl(f)}/respuestas/${f.respuestaId}` }), expected: inProject(ok) },
  [`PATCH ${R}/:respuestaId`]: {
    request: (f) => ({ method: 'PATCH', url: `${errorTipoUrl(f)}/respuestas/${f.unknownId}`, payload: { Comentario: 'x' } }),
    expected: inProject([404, texts.respuestas.errors.noExiste]),
  },
  'GET /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/arbol': {
    request: (f) => ({ method: 'GET', url: `${listadoUrl(f)}/arbol` }),
    expected: inProject(ok),
  },
};
