import { common, files, reports } from '@insp/messages';

import { inProject, internalRoute, ok, publicRoute, type Rows, signedIn } from './types.ts';

/**
 * The module platform's routes as this service registers them (packages/module-service): called so
 * that a caller past the gate gets a cheap refusal (unknown id, no multipart, bad cursor) and no
 * stream stays open.
 */
export const rows: Rows = {
  'GET /health': { request: () => ({ method: 'GET', url: '/health' }), expected: publicRoute },
  'GET /openapi.json': { request: () => ({ method: 'GET', url: '/openapi.json' }), expected: publicRoute },
  'POST /companies/:companyId/files': {
    request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/files`, payload: {} }),
    expected: signedIn([415, files.notMultipart]),
  },
  // Declared public with its own gate (bearer of the company and module, or a signed link; the
  // links are tested in packages/module-service/test/signed-files.test.ts): the same answers as an access route.
  // A photo of a record of the fixture's project: a company user outside the project gets 404, as for a foreign file.
  'GET /companies/:companyId/files/:fileId': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/files/${f.fileId}?size=thumb` }),
    expected: inProject(ok, [404, common.notFound]),
  },
  'GET /companies/:companyId/events': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/events?after=no-es-un-id` }),
    expected: signedIn([400, common.invalidRequest]),
  },
  'POST /companies/:companyId/reports': {
    request: (f) => ({ method: 'POST', url: `/companies/${f.companyId}/reports`, payload: { kind: 'no-existe' } }),
    expected: signedIn([400, reports.unknownKind]),
  },
  'GET /companies/:companyId/reports/:reportId': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/reports/${f.unknownId}` }),
    expected: signedIn([404, common.notFound]),
  },
  'GET /companies/:companyId/reports/:reportId/file': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/reports/${f.unknownId}/file` }),
    expected: signedIn([404, common.notFound]),
  },
  'GET /companies/:companyId/reports/:reportId/items/:index/file': {
    request: (f) => ({ method: 'GET', url: `/companies/${f.companyId}/reports/${f.unknownId}/items/0/file` }),
    expected: signedIn([404, common.notFound]),
  },
  'DELETE /internal/companies/:companyId': {
    request: (f) => ({ method: 'DELETE', url: `/internal/companies/${f.ctx.newObjectId()}` }),
    expected: internalRoute,
  },
  'POST /internal/users/:userId/remove-responsable': {
    request: (f) => ({ method: 'POST', url: `/internal/users/${f.ctx.newObjectId()}/remove-responsable`, payload: { companyId: f.ctx.newObjectId() } }),
    expected: internalRoute,
  },
};
