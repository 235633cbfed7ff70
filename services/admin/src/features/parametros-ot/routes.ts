import { parametrosOTEndpoints as endpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { resolveTenant, tenantOf } from '../../shared/tenant.ts';
import { parametrosService } from './service.ts';

/** `/companies/:companyId/parametros-ot/:parametro…`: every user of the ChecklistsOT module reads, the managers edit. */
export async function parametroRoutes(app: ZodApp): Promise<void> {
  const parametros = parametrosService(app.db);
  await app.register(async (feature: ZodApp) => {
    resolveTenant(feature);
    const readers = access.signedIn('ChecklistsOT');
    const editors = access.managers('ChecklistsOT');

    route(feature, endpoints.list, readers, ({ params, query }, request) => parametros.list(tenantOf(request), params.parametro, query));
    route(feature, endpoints.add, editors, ({ params, body }, request) => parametros.add(tenantOf(request), params.parametro, body.Nombre));
    route(feature, endpoints.rename, editors, ({ params, body }, request) =>
      parametros.rename(tenantOf(request), params.parametro, params.nombre, body.Nombre),
    );
    route(feature, endpoints.remove, editors, ({ params }, request) => parametros.remove(tenantOf(request), params.parametro, params.nombre));
  });
}
