import { listasEndpoints as endpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { resolveTenant, tenantOf } from '../../shared/tenant.ts';
import { listasService } from './service.ts';

/** `/companies/:companyId/listas-chequeo…`: every user of the ChecklistsOT module reads; company users cannot edit or delete (spec 000 §6). */
export async function listaRoutes(app: ZodApp): Promise<void> {
  const listas = listasService(app.db);
  await app.register(async (feature: ZodApp) => {
    resolveTenant(feature);
    const readers = access.signedIn('ChecklistsOT');
    const editors = access.managers('ChecklistsOT');

    route(feature, endpoints.list, readers, ({ query }, request) => listas.list(tenantOf(request), query));
    route(feature, endpoints.get, readers, ({ params }, request) => listas.get(tenantOf(request), params.listaId));
    route(feature, endpoints.create, editors, ({ body }, request) => listas.create(tenantOf(request), body));
    route(feature, endpoints.update, editors, ({ params, body }, request) => listas.update(tenantOf(request), params.listaId, body));
    route(feature, endpoints.remove, editors, ({ params }, request) => listas.remove(tenantOf(request), params.listaId));
  });
}
