import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { managers, portalRows } from '@insp/module-service/testing';

import { errorTipoUrl, type Fixture, type Rows } from './types.ts';

const respuesta = (f: Fixture) => `${errorTipoUrl(f)}/respuestas/${f.unknownId}/correccion`;

// The contractor portal (issue 20 §2): the platform's links and public routes, and the director's
// review of a fix (managers of the company; an unknown answer answers 404, nothing changes).
export const rows: Rows = {
  ...portalRows<Fixture>(),
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas/:respuestaId/correccion/aceptar':
    { request: (f) => ({ method: 'POST', url: `${respuesta(f)}/aceptar` }), expected: managers([404, texts.respuestas.errors.noExiste]) },
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo/:errorTipoId/respuestas/:respuestaId/correccion/devolver':
    {
      request: (f) => ({ method: 'POST', url: `${respuesta(f)}/devolver`, payload: { comentario: 'Falta terminar' } }),
      expected: managers([404, texts.respuestas.errors.noExiste]),
    },
};
