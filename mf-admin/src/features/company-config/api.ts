import {
  companiesEndpoints as companies,
  companyCatalogsEndpoints,
  type ListaChequeoBody,
  listasEndpoints as listas,
  type ParametroName,
  parametrosOTEndpoints as parametros,
  type UserCreateBody,
  type UserEmailBody,
  usersEndpoints as users,
  userSortFields,
  type UserUpdateBody,
} from '@insp/contracts';
import { type ApiClient, endpointClient } from '@insp/mf-kit';
import { endpointKey, useEndpointMutation } from '@insp/ui/data';
import type { z } from 'zod';

/** Every call of the company configuration page (admin service through the gateway, typed by the endpoint descriptions). */
const admin = (api: ApiClient) => endpointClient(api, 'admin');

/** The base URL the generic catalogue table pages on (it appends `?page=…` itself). */
export const catalogBase = (companyId: string, catalog: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/catalogs/${catalog}`;

export const fetchConfiguration = (api: ApiClient, id: string) => admin(api)(companies.configuration, { params: { companyId: id } });
/**
 * 'Información' saved (Administrador): the company's name, limits and storage quota change, so its
 * configuration, its own answer and the companies table are asked again where they are cached.
 */
export const useUpdateCompany = () =>
  useEndpointMutation('admin', companies.update, {
    invalidates: ({ params }) => [
      endpointKey('admin', companies.configuration, params),
      endpointKey('admin', companies.get, params),
      endpointKey('admin', companies.list),
    ],
  });
/** 'Eliminar Empresa': the soft delete (Activado false, FechaEliminacion). */
export const deleteCompany = (api: ApiClient, id: string) => admin(api)(companies.remove, { params: { companyId: id } });
/** 'Restaurar' on a soft-deleted company's page. */
export const restoreCompany = (api: ApiClient, id: string) => admin(api)(companies.restore, { params: { companyId: id } });

/** Columns the users table sorts on (contracts userSortFields). */
const isUserSortField = (key: string): key is (typeof userSortFields)[number] => (userSortFields as readonly string[]).includes(key);
export const fetchUsers = (api: ApiClient, id: string, page: number, pageSize: number, search = '', sort?: { key: string; order: 'asc' | 'desc' }) =>
  admin(api)(users.list, {
    params: { companyId: id },
    query: { page, pageSize, search, ...(sort && isUserSortField(sort.key) ? { sort: sort.key, order: sort.order } : {}) },
  });
export const createUser = (api: ApiClient, id: string, body: z.input<typeof UserCreateBody>) => admin(api)(users.create, { params: { companyId: id }, body });
export const updateUser = (api: ApiClient, id: string, userId: string, body: z.input<typeof UserUpdateBody>) =>
  admin(api)(users.update, { params: { companyId: id, userId }, body });
export const changeUserEmail = (api: ApiClient, id: string, userId: string, body: z.input<typeof UserEmailBody>) =>
  admin(api)(users.changeEmail, { params: { companyId: id, userId }, body });
export const resetUserPassword = (api: ApiClient, id: string, userId: string) => admin(api)(users.resetPassword, { params: { companyId: id, userId } });
export const blockUser = (api: ApiClient, id: string, userId: string, block: boolean) =>
  admin(api)(block ? users.block : users.unblock, { params: { companyId: id, userId } });
export const deleteUser = (api: ApiClient, id: string, userId: string) => admin(api)(users.remove, { params: { companyId: id, userId } });
/** Only active Cargos are offered in the user dialog (spec 000 §5). */
export const fetchActiveCargos = (api: ApiClient, id: string) =>
  admin(api)(companyCatalogsEndpoints.list, { params: { companyId: id, catalog: 'cargos' }, query: { page: 0, pageSize: 100, activo: 'true' } });

// Work-order lists of checks and parameters (Checklists module tabs).
export const fetchListas = (api: ApiClient, id: string, page: number, pageSize: number) =>
  admin(api)(listas.list, { params: { companyId: id }, query: { page, pageSize } });
export const saveLista = (api: ApiClient, id: string, listaId: string | null, body: z.input<typeof ListaChequeoBody>) =>
  listaId ? admin(api)(listas.update, { params: { companyId: id, listaId }, body }) : admin(api)(listas.create, { params: { companyId: id }, body });
export const deleteLista = (api: ApiClient, id: string, listaId: string) => admin(api)(listas.remove, { params: { companyId: id, listaId } });

export const fetchParametros = (api: ApiClient, id: string, parametro: ParametroName, page: number, pageSize: number) =>
  admin(api)(parametros.list, { params: { companyId: id, parametro }, query: { page, pageSize } });
export const addParametro = (api: ApiClient, id: string, parametro: ParametroName, Nombre: string) =>
  admin(api)(parametros.add, { params: { companyId: id, parametro }, body: { Nombre } });
export const renameParametro = (api: ApiClient, id: string, parametro: ParametroName, current: string, Nombre: string) =>
  admin(api)(parametros.rename, { params: { companyId: id, parametro, nombre: current }, body: { Nombre } });
export const removeParametro = (api: ApiClient, id: string, parametro: ParametroName, current: string) =>
  admin(api)(parametros.remove, { params: { companyId: id, parametro, nombre: current } });
