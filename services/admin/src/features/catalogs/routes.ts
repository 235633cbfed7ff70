import { companyCatalogsEndpoints, globalCatalogsEndpoints, subcontratoContactosEndpoints } from '@insp/contracts';
import { catalogs as texts } from '@insp/messages';
import { access, route, type RouteGate, type ZodApp } from '@insp/service-kit';

import { GLOBAL_SCOPE } from '../../models/index.ts';
import { tenantCompany } from '../../shared/tenant.ts';
import { contactosService } from './contactos.ts';
import { toCatalogItem, toRecintoItem } from './mappers.ts';
import { erroresPlaceOf, placeOf, resolveCatalogsScope, subcontratoOf } from './scope.ts';
import { type CatalogsService, catalogsService } from './service.ts';

/** Who lists a catalogue, who renames and toggles its items, who creates and deletes them. */
interface CatalogGates {
  readers: RouteGate;
  editors: RouteGate;
  administrador: RouteGate;
}

type CatalogEndpoints = typeof globalCatalogsEndpoints | typeof companyCatalogsEndpoints;

/** A subcontract's Errores Tipo: listed with the subcontract, created, renamed or toggled, and deleted. */
function erroresTipoRoutes(feature: ZodApp, catalogs: CatalogsService, e: CatalogEndpoints, gates: CatalogGates): void {
  route(feature, e.erroresTipo, gates.readers, ({ query }, request) => {
    const { place, subcontrato } = erroresPlaceOf(request);
    return catalogs.erroresTipo(place, subcontrato, query);
  });
  route(feature, e.addErrorTipo, gates.administrador, ({ body }, request) => catalogs.create(erroresPlaceOf(request).place, body, toCatalogItem));
  route(feature, e.updateErrorTipo, gates.editors, ({ params, body }, request) =>
    catalogs.update(erroresPlaceOf(request).place, params.itemId, body, toCatalogItem),
  );
  route(feature, e.removeErrorTipo, gates.administrador, ({ params }, request) => catalogs.remove(erroresPlaceOf(request).place, params.itemId));
}

/** A top-level catalogue by name (`:catalog`): its page, and creating, editing and deleting an item. */
function catalogueRoutes(feature: ZodApp, catalogs: CatalogsService, e: CatalogEndpoints, gates: CatalogGates): void {
  route(feature, e.list, gates.readers, ({ params, query }, request) => catalogs.list(placeOf(request, params.catalog), query, toCatalogItem));
  route(feature, e.create, gates.administrador, ({ params, body }, request) => catalogs.create(placeOf(request, params.catalog), body, toCatalogItem));
  route(feature, e.update, gates.editors, ({ params, body }, request) => catalogs.update(placeOf(request, params.catalog), params.itemId, body, toCatalogItem));
  route(feature, e.remove, gates.administrador, ({ params }, request) => catalogs.remove(placeOf(request, params.catalog), params.itemId));
}

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
    const onlyAdministrador = { readers: administrador, editors: administrador, administrador };
    const e = globalCatalogsEndpoints;

    // Errores Tipo first: their static 'subcontratos' segment must not be read as a catalogue item.
    erroresTipoRoutes(feature, catalogs, e, onlyAdministrador);

    // Global Recintos carry an optional Responsable (spec 000 §3): their own schemas. The static
    // 'recintos' segment wins over ':catalog'; DELETE stays on the generic route.
    route(feature, e.recintos, administrador, ({ query }, request) => catalogs.list(placeOf(request, 'recintos'), query, toRecintoItem));
    route(feature, e.addRecinto, administrador, ({ body }, request) => catalogs.create(placeOf(request, 'recintos'), body, toRecintoItem));
    route(feature, e.updateRecinto, administrador, ({ params, body }, request) =>
      catalogs.update(placeOf(request, 'recintos'), params.itemId, body, toRecintoItem),
    );

    catalogueRoutes(feature, catalogs, e, onlyAdministrador);
  });

  await app.register(async (feature: ZodApp) => {
    const catalogs = catalogsService(feature.db, (kind) => texts.byKind[kind].duplicateCompany);
    feature.addHook(
      'preHandler',
      resolveCatalogsScope(async (request) => (await tenantCompany(feature.db, request))._id.toHexString(), catalogs),
    );
    const gates = { readers: access.signedIn(null), editors: access.managers(null), administrador: access.administrador(null) };
    const e = companyCatalogsEndpoints;

    erroresTipoRoutes(feature, catalogs, e, gates);

    // Contact people of a subcontract (issue 20 §1): the director and the Administrador only.
    const contactos = contactosService(feature.db);
    const c = subcontratoContactosEndpoints;
    route(feature, c.list, gates.editors, (_input, request) => {
      const { scope, subcontrato } = subcontratoOf(request);
      return contactos.list(scope, subcontrato);
    });
    route(feature, c.replace, gates.editors, ({ body }, request) => {
      const { scope, subcontrato } = subcontratoOf(request);
      return contactos.replace(scope, subcontrato, body);
    });

    catalogueRoutes(feature, catalogs, e, gates);
  });
}
