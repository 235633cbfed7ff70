import {
  type CatalogItem,
  type CatalogName,
  companyCatalogsEndpoints as company,
  type Endpoint,
  type EndpointInput,
  globalCatalogsEndpoints as global,
} from '@insp/contracts';
import { endpointKey, keepPreviousData, type QueryKeyPrefix, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';
import type { z } from 'zod';

import type { NameValues } from '../crud/NameDialog.tsx';
import type { CrudQuery, CrudRows } from '../crud/SimpleCrudCard.tsx';

/**
 * The catalogues of the admin service (spec 000 §2-3), shared by the Mantenedores, the director's
 * copies and the configuration page's tabs: the global ones (`companyId` null) or a company's copy,
 * and the Errores Tipo of one subcontract of either. Each access reads its list and writes with
 * the endpoint hooks; every write invalidates the lists it changes.
 */
export type CatalogScope = { companyId: string | null; catalog: CatalogName } | { companyId: string | null; subcontratoId: string };

type Written = (values: NameValues) => Promise<{ message: string }>;
export interface CatalogWrites {
  create: Written;
  update: (row: CatalogItem, values: NameValues) => Promise<{ message: string }>;
  remove: (row: CatalogItem) => Promise<{ message: string }>;
}

export interface CatalogAccess {
  /** The page of rows the card shows (a hook). */
  useRows: (query: CrudQuery) => CrudRows<CatalogItem>;
  /** The card's writes (a hook). */
  useWrites: () => CatalogWrites;
}

/** An endpoint answering the service's Spanish `message` (every catalogue write). */
type Answering = Endpoint & { response: z.ZodType<{ message: string }> };

/** The three writes of a catalogue: `input` turns the card's values into each call, `changes` are the lists they change. */
function useCatalogWrites<C extends Answering, U extends Answering, R extends Answering>(
  endpoints: { create: C; update: U; remove: R },
  input: {
    create: (values: NameValues) => EndpointInput<C>;
    update: (row: CatalogItem, values: NameValues) => EndpointInput<U>;
    remove: (row: CatalogItem) => EndpointInput<R>;
  },
  changes: readonly QueryKeyPrefix[],
): CatalogWrites {
  const invalidates = () => changes;
  const create = useEndpointMutation('admin', endpoints.create, { invalidates });
  const update = useEndpointMutation('admin', endpoints.update, { invalidates });
  const remove = useEndpointMutation('admin', endpoints.remove, { invalidates });
  return {
    create: (values) => create.mutateAsync(input.create(values)),
    update: (row, values) => update.mutateAsync(input.update(row, values)),
    remove: (row) => remove.mutateAsync(input.remove(row)),
  };
}

const keep = { placeholderData: keepPreviousData };
const pageQuery = ({ page, pageSize, search }: CrudQuery) => ({ page, pageSize, search });

/** A company's copy of a catalogue (also the Errores Tipo counts and the dialogs' active names). */
function companyCatalog(companyId: string, catalog: CatalogName): CatalogAccess {
  const params = { companyId, catalog };
  return {
    useRows: (query) => useEndpointQuery('admin', company.list, { params, query: pageQuery(query) }, keep),
    useWrites: () =>
      useCatalogWrites(
        company,
        {
          create: (body) => ({ params, body }),
          update: (row, body) => ({ params: { ...params, itemId: row.id }, body }),
          remove: (row) => ({ params: { ...params, itemId: row.id } }),
        },
        [endpointKey('admin', company.list, params)],
      ),
  };
}

/** A global catalogue but Recintos (the generic `/catalogs/:catalog` routes). */
function globalCatalog(catalog: Exclude<CatalogName, 'recintos'>): CatalogAccess {
  const params = { catalog };
  return {
    useRows: (query) => useEndpointQuery('admin', global.list, { params, query: pageQuery(query) }, keep),
    useWrites: () =>
      useCatalogWrites(
        global,
        {
          create: (body) => ({ params, body }),
          update: (row, body) => ({ params: { ...params, itemId: row.id }, body }),
          remove: (row) => ({ params: { ...params, itemId: row.id } }),
        },
        [endpointKey('admin', global.list, params)],
      ),
  };
}

/** The global Recintos have routes of their own (they carry a Responsable); deleting is the generic route. */
const globalRecintos: CatalogAccess = {
  useRows: (query) => useEndpointQuery('admin', global.recintos, { params: {}, query: pageQuery(query) }, keep),
  useWrites: () =>
    useCatalogWrites(
      { create: global.addRecinto, update: global.updateRecinto, remove: global.remove },
      {
        create: (body) => ({ params: {}, body }),
        update: (row, body) => ({ params: { itemId: row.id }, body }),
        remove: (row) => ({ params: { catalog: 'recintos' as const, itemId: row.id } }),
      },
      [endpointKey('admin', global.recintos)],
    ),
};

/** The Errores Tipo of one subcontract: a change also changes the subcontracts' Errores Tipo count. */
function erroresTipo(companyId: string | null, subcontratoId: string): CatalogAccess {
  if (companyId) {
    const params = { companyId, subcontratoId };
    const endpoints = { create: company.addErrorTipo, update: company.updateErrorTipo, remove: company.removeErrorTipo };
    return {
      useRows: (query) => useEndpointQuery('admin', company.erroresTipo, { params, query: pageQuery(query) }, keep),
      useWrites: () =>
        useCatalogWrites(
          endpoints,
          {
            create: (body) => ({ params, body }),
            update: (row, body) => ({ params: { ...params, itemId: row.id }, body }),
            remove: (row) => ({ params: { ...params, itemId: row.id } }),
          },
          [endpointKey('admin', company.erroresTipo, params), endpointKey('admin', company.list, { companyId, catalog: 'subcontratos' })],
        ),
    };
  }
  const params = { subcontratoId };
  const endpoints = { create: global.addErrorTipo, update: global.updateErrorTipo, remove: global.removeErrorTipo };
  return {
    useRows: (query) => useEndpointQuery('admin', global.erroresTipo, { params, query: pageQuery(query) }, keep),
    useWrites: () =>
      useCatalogWrites(
        endpoints,
        {
          create: (body) => ({ params, body }),
          update: (row, body) => ({ params: { ...params, itemId: row.id }, body }),
          remove: (row) => ({ params: { ...params, itemId: row.id } }),
        },
        [endpointKey('admin', global.erroresTipo, params), endpointKey('admin', global.list, { catalog: 'subcontratos' })],
      ),
  };
}

/** How a catalogue card reads and writes its scope. */
export function catalogAccess(scope: CatalogScope): CatalogAccess {
  if ('subcontratoId' in scope) return erroresTipo(scope.companyId, scope.subcontratoId);
  if (scope.companyId) return companyCatalog(scope.companyId, scope.catalog);
  return scope.catalog === 'recintos' ? globalRecintos : globalCatalog(scope.catalog);
}

/** The company's active names of a catalogue (the dialogs' choices): at most 100, by name. */
export const useActiveCatalogNames = (companyId: string, catalog: CatalogName) =>
  useEndpointQuery('admin', company.list, { params: { companyId, catalog }, query: { page: 0, pageSize: 100, activo: 'true' } });
