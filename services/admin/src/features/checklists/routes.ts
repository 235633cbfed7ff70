import { checklistsEndpoints as endpoints, checklistSubcontratoContactosEndpoints as contactosEndpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { checklistContactosService } from './contactos.ts';
import { companyOf, resolveChecklistsScope, targetOf } from './scope.ts';
import { checklistsService } from './service.ts';

/** `/companies/:companyId/checklists…`: read by every user with the Checklist module, edited by the managers. */
export async function checklistRoutes(app: ZodApp): Promise<void> {
  const checklists = checklistsService(app.db);
  await app.register(async (feature: ZodApp) => {
    feature.addHook('preHandler', resolveChecklistsScope(feature.db, checklists));
    const readers = access.signedIn('Checklist');
    const editors = access.managers('Checklist');
    // The simple-CRUD card disables 'add' under /administrador/checklist (the director's pages): adding Errores Tipo is the Administrador's.
    const administrador = access.administrador('Checklist');

    route(feature, endpoints.list, readers, ({ query }, request) => checklists.list(companyOf(request), query));
    route(feature, endpoints.create, editors, ({ body }, request) => checklists.create(companyOf(request), body));
    route(feature, endpoints.get, readers, (_, request) => checklists.detail(targetOf(request)));
    route(feature, endpoints.update, editors, ({ body }, request) => checklists.update(targetOf(request), body));
    route(feature, endpoints.remove, editors, (_, request) => checklists.remove(targetOf(request)));
    route(feature, endpoints.addRecinto, editors, ({ body }, request) => checklists.addRecinto(targetOf(request), body));
    route(feature, endpoints.removeRecinto, editors, ({ params }, request) => checklists.removeRecinto(targetOf(request), params));
    route(feature, endpoints.addSubcontratos, editors, ({ params, body }, request) => checklists.addSubcontratos(targetOf(request), params, body));
    route(feature, endpoints.removeSubcontrato, editors, ({ params }, request) => checklists.removeSubcontrato(targetOf(request), params));
    route(feature, endpoints.addErrorTipo, administrador, ({ params, body }, request) => checklists.addErrorTipo(targetOf(request), params, body));
    route(feature, endpoints.updateErrorTipo, editors, ({ params, body }, request) => checklists.updateErrorTipo(targetOf(request), params, body));
    route(feature, endpoints.removeErrorTipo, editors, ({ params }, request) => checklists.removeErrorTipo(targetOf(request), params));

    // Contact people of a template's subcontractor (issue 20 §1): the director and the Administrador, as the catalogue's.
    const contactos = checklistContactosService(feature.db);
    route(feature, contactosEndpoints.list, editors, async ({ params }, request) => contactos.list(await checklists.subcontrato(targetOf(request), params)));
    route(feature, contactosEndpoints.replace, editors, async ({ params, body }, request) => {
      const target = targetOf(request);
      return contactos.replace(target, await checklists.subcontrato(target, params), body);
    });
  });
}
