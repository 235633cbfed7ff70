import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { managers, ok } from '@insp/module-service/testing';

import { errorTipoUrl, listadoUrl, recintoUrl, type Rows, subcontratoUrl } from './types.ts';

const P = '/companies/:companyId/projects/:projectId/revisiones/:revisionId/listados/:listadoId/recintos';
const S = `${P}/:recintoId/subcontratos`;
const E = `${S}/:subcontratoId/errores-tipo`;

// The recintos / subcontratos navigation is the director's and the platform administrator's (§2, §6).
export const rows: Rows = {
  [`GET ${P}`]: { request: (f) => ({ method: 'GET', url: `${listadoUrl(f)}/recintos` }), expected: managers(ok) },
  [`POST ${P}`]: {
    request: (f) => ({ method: 'POST', url: `${listadoUrl(f)}/recintos`, payload: {} }),
    expected: managers([400, texts.recintos.validation.nombreRequerido]),
  },
  [`GET ${P}/:recintoId`]: { request: (f) => ({ method: 'GET', url: recintoUrl(f) }), expected: managers(ok) },
  [`PUT ${P}/:recintoId`]: {
    request: (f) => ({ method: 'PUT', url: recintoUrl(f), payload: {} }),
    expected: managers([400, texts.recintos.validation.nombreRequerido]),
  },
  [`DELETE ${P}/:recintoId`]: {
    request: (f) => ({ method: 'DELETE', url: `${listadoUrl(f)}/recintos/${f.unknownId}` }),
    expected: managers([404, texts.recintos.errors.noExiste]),
  },
  [`GET ${S}`]: { request: (f) => ({ method: 'GET', url: `${recintoUrl(f)}/subcontratos` }), expected: managers(ok) },
  [`POST ${S}`]: {
    request: (f) => ({ method: 'POST', url: `${recintoUrl(f)}/subcontratos`, payload: {} }),
    expected: managers([400, texts.subcontratos.validation.nombreRequerido]),
  },
  [`GET ${S}/:subcontratoId`]: { request: (f) => ({ method: 'GET', url: subcontratoUrl(f) }), expected: managers(ok) },
  [`PUT ${S}/:subcontratoId`]: {
    request: (f) => ({ method: 'PUT', url: subcontratoUrl(f), payload: { Nombre: '' } }),
    expected: managers([400, texts.subcontratos.validation.nombreRequerido]),
  },
  [`DELETE ${S}/:subcontratoId`]: {
    request: (f) => ({ method: 'DELETE', url: `${recintoUrl(f)}/subcontratos/${f.unknownId}` }),
    expected: managers([404, texts.subcontratos.errors.noExiste]),
  },
  [`GET ${E}`]: { request: (f) => ({ method: 'GET', url: `${subcontratoUrl(f)}/errores-tipo` }), expected: managers(ok) },
  [`POST ${E}`]: {
    request: (f) => ({ method: 'POST', url: `${subcontratoUrl(f)}/errores-tipo`, payload: {} }),
    expected: managers([400, texts.erroresTipo.validation.nombreRequerido]),
  },
  [`GET ${E}/:errorTipoId`]: { request: (f) => ({ method: 'GET', url: errorTipoUrl(f) }), expected: managers(ok) },
  [`PUT ${E}/:errorTipoId`]: {
    request: (f) => ({ method: 'PUT', url: errorTipoUrl(f), payload: { Nombre: '' } }),
    expected: managers([400, texts.erroresTipo.validation.nombreRequerido]),
  },
  [`DELETE ${E}/:errorTipoId`]: {
    request: (f) => ({ method: 'DELETE', url: `${subcontratoUrl(f)}/errores-tipo/${f.unknownId}` }),
    expected: managers([404, texts.erroresTipo.errors.noExiste]),
  },
};
