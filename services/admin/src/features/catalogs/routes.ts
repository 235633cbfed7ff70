import { companyCatalogsEndpoints, globalCatalogsEndpoints, subcontratoContactosEndpoints } from '@insp/contracts';
import { catalogs as texts } from '@insp/messages';
import { access, route, type ZodApp } from '@insp/service-kit';

import { GLOBAL_SCOPE } from '../../models/index.ts';
import { tenantCompany } from '../../shared/tenant.ts';
import { contactosService } from './contactos.ts';
import { toCatalogItem, toRecintoItem } from './mappers.ts';
import { erroresPlaceOf, placeOf, resolveCatalogsScope, subcontratoOf } from './scope.ts';
import { catalogsService } from './service.ts';

/**
 * Global catalogues: only the Administrador. Company copies (spec 000 §2 "edit only" for the
 * director): everyone of the company lists them, the director renames and toggles Activado, the
 * Administrador also creates and deletes.
 */
export async function catalogRoutes(app: ZodApp): Promise<void> {
  await app.register(async (feature: ZodApp) => {
    const catalogs = catalogsService(feature.db, (kind) => texts.byKind[kind].duplicateGlobal);
    feature.addHook(
      'preHandler',
      resolveCatalogsScope(async () => GLOBAL_SCOPE, catalogs),
    );
    const administrador = access.administrador(null);
    const e = globalCatalogsEndpoints;

    // Errores Tipo first: their static 'subcontratos' segment must not be read as a catalogue item.
    route(feature, e.erroresTipo, administrador, ({ query }, request) => {
      const { place, subcontrato } = erroresPlaceOf(request);
      return catalogs.erroresTipo(place, subcontrato, query);
    });
    route(feature, e.addErrorTipo, administrador, ({ body }, request) => catalogs.create(erroresPlaceOf(request).place, body, toCatalogItem));
    route(feature, e.updateErrorTipo, administrador, ({ params, body }, request) =>
      catalogs.update(erroresPlaceOf(request).place, params.itemId, body, toCatalogItem),
    );
    route(feature, e.removeErrorTipo, administrador, ({ params }, request) => catalogs.remove(erroresPlaceOf(request).place, params.itemId));

    // Global Recintos carry an optional Responsable (spec 000 §3): their own schemas. The static
    // 'recintos' segment wins over ':catalog'; DELETE stays on the generic route.
    route(feature, e.recintos, administrador, ({ query }, request) => catalogs.list(placeOf(request, 'recintos'), query, toRecintoItem));
    route(feature, e.addRecinto, administrador, ({ body }, request) => catalogs.create(placeOf(request, 'recintos'), body, toRecintoItem));
    route(feature, e.updateRecinto, administrador, ({ params, body }, request) =>
      catalogs.update(placeOf(request, 'recintos'), params.itemId, body, toRecintoItem),
    );

    route(feature, e.list, administrador, ({ params, query }, request) => catalogs.list(placeOf(request, params.catalog), query, toCatalogItem));
    route(feature, e.create, administrador, ({ params, body }, request) => catalogs.create(placeOf(request, params.catalog), body, toCatalogItem));
    route(feature, e.update, administrador, ({ params, body }, request) =>
      catalogs.update(placeOf(request, params.catalog), params.itemId, body, toCatalogItem),
    );
    route(feature, e.remove, administrador, ({ params }, request) => catalogs.remove(placeOf(request, params.catalog), params.itemId));
  });

  await app.register(async (feature: ZodApp) => {
    const catalogs = catalogsService(feature.db, (kind) => texts.byKind[kind].duplicateCompany);
    feature.addHook(
      'preHandler',
      resolveCatalogsScope(async (request) => (await tenantCompany(feature.db, request))._id.toHexString(), catalogs),
    );
    const readers = access.signedIn(null);
    const editors = access.managers(null);
    const administrador = access.administrador(null);
    const e = companyCatalogsEndpoints;

    route(feature, e.erroresTipo, readers, ({ query }, request) => {
      const { place, subcontrato } = erroresPlaceOf(request);
      return catalogs.erroresTipo(place, subcontrato, query);
    });
    route(feature, e.addErrorTipo, administrador, ({ body }, request) => catalogs.create(erroresPlaceOf(request).place, body, toCatalogItem));
    route(feature, e.updateErrorTipo, editors, ({ params, body }, request) =>
      catalogs.update(erroresPlaceOf(request).place, params.itemId, body, toCatalogItem),
    );
    route(feature, e.removeErrorTipo, administrador, ({ params }, request) => catalogs.remove(erroresPlaceOf(request).place, params.itemId));

    // Contact people of a subcontract (issue 20 §1): the director and the Administrador only.
    const contactos = contactosService(feature.db);
    const c = subcontratoContactosEndpoints;
    route(feature, c.list, editors, (_input, request) => {
      const { scope, subcontrato } = subcontratoOf(request);
      return contactos.list(scope, subcontrato);
    });
    route(feature, c.replace, editors, ({ body }, request) => {
      const { scope, subcontrato } = subcontratoOf(request);
      return contactos.replace(scope, subcontrato, body);
    });

    route(feature, e.list, readers, ({ params, query }, request) => catalogs.list(placeOf(request, params.catalog), query, toCatalogItem));
    route(feature, e.create, administrador, ({ params, body }, request) => catalogs.create(placeOf(request, params.catalog), body, toCatalogItem));
    route(feature, e.update, editors, ({ params, body }, request) => catalogs.update(placeOf(request, params.catalog), params.itemId, body, toCatalogItem));
    route(feature, e.remove, administrador, ({ params }, request) => catalogs.remove(placeOf(request, params.catalog), params.itemId));
  });
}
