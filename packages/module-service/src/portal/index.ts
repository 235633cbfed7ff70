import type { ZodApp } from '@insp/service-kit';

import type { ModuleContext } from '../context.ts';
import type { PortalProvider } from './provider.ts';
import { portalRoutes } from './routes.ts';
import { portalService } from './service.ts';

export {
  aceptarCorreccion,
  correccionActions,
  correccionChanges,
  devolverCorreccion,
  informarCorreccion,
  revisarCorreccion,
  type RevisionCorreccion,
  toCorreccion,
} from './correccion.ts';
export { type CorreccionDoc, type EnlaceDoc, PORTAL_COLLECTION } from './model.ts';
export type { PortalLink, PortalProvider } from './provider.ts';
export { type PortalRecord, type PortalRecords, recordsPortal } from './records.ts';
export { PORTAL_LIMITS } from './routes.ts';
export { enlaceActions, type OpenLink, limiteFotos as portalLimiteFotos, type PortalService } from './service.ts';
export { linkToken, verifiedLinkId } from './token.ts';

/**
 * The contractor portal of a module (issue 20 §2): its links (collection `portal_enlaces`), the
 * director's routes, the public routes behind the token, and the company purge of its records. The
 * module gives its items through `provider`; the director's accept / return routes are the module's
 * own (they use ./correccion.ts). Returns the service (the seed and tests issue links with it).
 */
export function portalFeature(app: ZodApp, context: ModuleContext, provider: PortalProvider) {
  const service = portalService(context, provider, app.log);
  portalRoutes(app, context, service);
  context.cascades.register({ name: 'portal', deleteCompany: (companyId) => service.deleteCompany(companyId) });
  return service;
}
