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

/** The one unchecked step: an input built from a generic catalogue's parameters (see crudAccess). */
const inputOf = <E extends Endpoint>(input: { params: Record<string, string>; query?: object; body?: NameValues }) => input as unknown as EndpointInput<E>;

/**
 * A catalogue whose routes all take the same path parameters (`params`), the item's `itemId` added
 * for an edit or a delete. The inputs are built from `params` here, so they are typed by the endpoints'
 * schemas only at run time (the service and the tests' fake validate them).
 */
function crudAccess<L extends Endpoint, C extends Answering, U extends Answering, R extends Answering>(
  list: L,
  endpoints: { create: C; update: U; remove: R },
  params: Record<string, string>,
  changes: readonly QueryKeyPrefix[],
): CatalogAccess {
  const item = (row: CatalogItem) => ({ ...params, itemId: row.id });
  return {
    useRows: (query) => useEndpointQuery('admin', list, inputOf<L>({ params, query: pageQuery(query) }), keep) as CrudRows<CatalogItem>,
    useWrites: () =>
      useCatalogWrites(
        endpoints,
        {
          create: (body) => inputOf<C>({ params, body }),
          update: (row, body) => inputOf<U>({ params: item(row), body }),
          remove: (row) => inputOf<R>({ params: item(row) }),
        },
        changes,
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

const errorTipoWrites = (side: typeof global | typeof company) => ({ create: side.addErrorTipo, update: side.updateErrorTipo, remove: side.removeErrorTipo });

/** The Errores Tipo of one subcontract: a change also changes the subcontracts' Errores Tipo count. */
function erroresTipo(companyId: string | null, subcontratoId: string): CatalogAccess {
  if (companyId) {
    const params = { companyId, subcontratoId };
    const subcontratos = endpointKey('admin', company.list, { companyId, catalog: 'subcontratos' });
    return crudAccess(company.erroresTipo, errorTipoWrites(company), params, [endpointKey('admin', company.erroresTipo, params), subcontratos]);
  }
  const params = { subcontratoId };
  const subcontratos = endpointKey('admin', global.list, { catalog: 'subcontratos' });
  return crudAccess(global.erroresTipo, errorTipoWrites(global), params, [endpointKey('admin', global.erroresTipo, params), subcontratos]);
}

/** How a catalogue card reads and writes its scope. */
export function catalogAccess(scope: CatalogScope): CatalogAccess {
  if ('subcontratoId' in scope) return erroresTipo(scope.companyId, scope.subcontratoId);
  const { companyId, catalog } = scope;
  if (companyId) return crudAccess(company.list, company, { companyId, catalog }, [endpointKey('admin', company.list, { companyId, catalog })]);
  // the global Recintos carry a Responsable: routes of their own
  return catalog === 'recintos' ? globalRecintos : crudAccess(global.list, global, { catalog }, [endpointKey('admin', global.list, { catalog })]);
}

/** The company's active names of a catalogue (the dialogs' choices): at most 100, by name. */
export const useActiveCatalogNames = (companyId: string, catalog: CatalogName) =>
  useEndpointQuery('admin', company.list, { params: { companyId, catalog }, query: { page: 0, pageSize: 100, activo: 'true' } });
