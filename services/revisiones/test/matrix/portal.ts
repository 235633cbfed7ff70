import { observaciones as texts } from '@insp/messages/revisiones';
import { managers, portalRows } from '@insp/module-service/testing';

import { type Fixture, type Rows } from './types.ts';

const observacion = (f: Fixture) =>
  `/companies/${f.companyId}/projects/${f.projectId}/revisiones/${f.revisionId}/listados/${f.listadoId}/observaciones/${f.unknownId}/correccion`;

// The contractor portal (issue 20 §2): the platform's links and public routes, and the director's
// review of a fix (managers of the company; an unknown observation answers 404, nothing changes).
export const rows: Rows = {
  ...portalRows<Fixture>(),
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId/correccion/aceptar': {
    request: (f) => ({ method: 'POST', url: `${observacion(f)}/aceptar` }),
    expected: managers([404, texts.notFound]),
  },
  'POST /companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/observaciones/:observacionId/correccion/devolver': {
    request: (f) => ({ method: 'POST', url: `${observacion(f)}/devolver`, payload: { comentario: 'Falta terminar' } }),
    expected: managers([404, texts.notFound]),
  },
};
