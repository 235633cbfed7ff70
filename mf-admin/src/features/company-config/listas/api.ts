import { type EndpointInput, listasEndpoints as listas, type ParametroName, parametrosOTEndpoints as parametros } from '@insp/contracts';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';

/**
 * The work-order lists of checks and parameters of a company (the configuration page's Checklists
 * tabs), through the endpoint hooks: each write invalidates the list it changes.
 */

export const useListasPage = (companyId: string, page: number, pageSize: number) =>
  useEndpointQuery('admin', listas.list, { params: { companyId }, query: { page, pageSize } }, { placeholderData: keepPreviousData });

const changesListas = (input: { params: { companyId: string } }) => [endpointKey('admin', listas.list, { companyId: input.params.companyId })];

/** 'Guardar' of the template editor: a new list (no id) or the edit of one. */
export function useSaveLista(companyId: string, listaId: string | null) {
  const create = useEndpointMutation('admin', listas.create, { invalidates: changesListas });
  const update = useEndpointMutation('admin', listas.update, { invalidates: changesListas });
  return (body: EndpointInput<typeof listas.create>['body']) =>
    listaId ? update.mutateAsync({ params: { companyId, listaId }, body }) : create.mutateAsync({ params: { companyId }, body });
}

export const useDeleteLista = () => useEndpointMutation('admin', listas.remove, { invalidates: changesListas });

/** A parameter's values as rows of the CRUD card (a plain name is its own id). */
export function useParametroRows(companyId: string, parametro: ParametroName, page: number, pageSize: number) {
  const query = useEndpointQuery(
    'admin',
    parametros.list,
    { params: { companyId, parametro }, query: { page, pageSize } },
    { placeholderData: keepPreviousData },
  );
  const data = query.data && { total: query.data.total, items: query.data.items.map((name) => ({ id: name, Nombre: name })) };
  return { data, isFetching: query.isFetching, error: query.error };
}

/** Add, rename and remove a value (`nombre` in the path is the current value). */
export function useParametroWrites(companyId: string, parametro: ParametroName) {
  const params = { companyId, parametro };
  const invalidates = () => [endpointKey('admin', parametros.list, params)];
  const add = useEndpointMutation('admin', parametros.add, { invalidates });
  const rename = useEndpointMutation('admin', parametros.rename, { invalidates });
  const remove = useEndpointMutation('admin', parametros.remove, { invalidates });
  return {
    add: (Nombre: string) => add.mutateAsync({ params, body: { Nombre } }),
    rename: (current: string, Nombre: string) => rename.mutateAsync({ params: { ...params, nombre: current }, body: { Nombre } }),
    remove: (current: string) => remove.mutateAsync({ params: { ...params, nombre: current } }),
  };
}
