import { companiesEndpoints as endpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { resolveTenant, tenantOf } from '../../shared/tenant.ts';
import { companiesService } from './service.ts';

/** `/companies[/:companyId…]`: the platform administrator manages; the company's people read it. */
export async function companyRoutes(app: ZodApp): Promise<void> {
  const companies = companiesService(app.db);
  await app.register(async (feature: ZodApp) => {
    // A deleted company may be restored; the service refuses its other writes.
    resolveTenant(feature, { writesWhenDeleted: true });
    const administrador = access.administrador(null);

    route(feature, endpoints.list, administrador, ({ query }) => companies.list(query));
    route(feature, endpoints.get, access.signedIn(null), (_, request) => companies.detail(tenantOf(request)));
    route(feature, endpoints.create, administrador, ({ body }) => companies.create(body));
    route(feature, endpoints.update, administrador, ({ body }, request) => companies.update(tenantOf(request), body));
    route(feature, endpoints.remove, administrador, (_, request) => companies.remove(tenantOf(request)));
    route(feature, endpoints.restore, administrador, (_, request) => companies.restore(tenantOf(request)));
    route(feature, endpoints.configuration, access.managers(null), (_, request) => companies.configuration(tenantOf(request)));
  });
}
