import type { ApiClient } from '@insp/mf-kit';
import type { z } from 'zod';
import type {
  CatalogPage,
  CompanyConfiguration,
  CompanyMutationResponse,
  CompanyUpdateBody,
  CompanyUserPage,
  CompanyUserResponse,
  MessageResponse,
  UserCreateBody,
  UserDeletedResponse,
  UserEmailBody,
  UserUpdateBody,
  ListaChequeoBody,
  ListaChequeoPage as ListaChequeoPageSchema,
  ListaChequeoResponse as ListaChequeoResponseSchema,
  Page,
  ParametroName,
  ParametroResponse as ParametroResponseSchema,
} from '@insp/contracts';

/** Every call of the company configuration page (admin service through the gateway). */
const company = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`;
const send = (method: string, body?: unknown): RequestInit => ({ method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const catalogBase = (companyId: string, catalog: string) => `${company(companyId)}/catalogs/${catalog}`;

export const fetchConfiguration = (api: ApiClient, id: string) => api<CompanyConfiguration>(`${company(id)}/configuration`);
export const updateCompany = (api: ApiClient, id: string, body: z.input<typeof CompanyUpdateBody>) =>
  api<CompanyMutationResponse>(company(id), send('PUT', body));
/** 'Eliminar Empresa': the soft delete (Activado false, FechaEliminacion). */
export const deleteCompany = (api: ApiClient, id: string) => api<CompanyMutationResponse>(company(id), send('DELETE'));

export const fetchUsers = (api: ApiClient, id: string, page: number, pageSize: number) =>
  api<CompanyUserPage>(`${company(id)}/users?page=${page}&pageSize=${pageSize}`);
export const createUser = (api: ApiClient, id: string, body: z.input<typeof UserCreateBody>) => api<CompanyUserResponse>(`${company(id)}/users`, send('POST', body));
export const updateUser = (api: ApiClient, id: string, userId: string, body: z.input<typeof UserUpdateBody>) =>
  api<CompanyUserResponse>(`${company(id)}/users/${userId}`, send('PUT', body));
export const changeUserEmail = (api: ApiClient, id: string, userId: string, body: z.input<typeof UserEmailBody>) =>
  api<CompanyUserResponse>(`${company(id)}/users/${userId}/email`, send('PUT', body));
export const resetUserPassword = (api: ApiClient, id: string, userId: string) => api<MessageResponse>(`${company(id)}/users/${userId}/reset-password`, send('POST'));
export const blockUser = (api: ApiClient, id: string, userId: string, block: boolean) =>
  api<CompanyUserResponse>(`${company(id)}/users/${userId}/${block ? 'block' : 'unblock'}`, send('POST'));
export const deleteUser = (api: ApiClient, id: string, userId: string) => api<UserDeletedResponse>(`${company(id)}/users/${userId}`, send('DELETE'));
/** Only active Cargos are offered in the user dialog (spec 000 §5). */
export const fetchActiveCargos = (api: ApiClient, id: string) => api<CatalogPage>(`${catalogBase(id, 'cargos')}?page=0&pageSize=100&activo=true`);

// Work-order lists of checks and parameters (Checklists module tabs).
export const listasBase = (id: string) => `${company(id)}/listas-chequeo`;
export const fetchListas = (api: ApiClient, id: string, page: number, pageSize: number) => api<ListaChequeoPage>(`${listasBase(id)}?page=${page}&pageSize=${pageSize}`);
export const saveLista = (api: ApiClient, id: string, listaId: string | null, body: z.input<typeof ListaChequeoBody>) =>
  api<ListaChequeoResponse>(listaId ? `${listasBase(id)}/${listaId}` : listasBase(id), send(listaId ? 'PUT' : 'POST', body));
export const deleteLista = (api: ApiClient, id: string, listaId: string) => api<MessageResponse>(`${listasBase(id)}/${listaId}`, send('DELETE'));

const parametroBase = (id: string, parametro: ParametroName) => `${company(id)}/parametros-ot/${parametro}`;
export const fetchParametros = (api: ApiClient, id: string, parametro: ParametroName, page: number, pageSize: number) =>
  api<Page<string>>(`${parametroBase(id, parametro)}?page=${page}&pageSize=${pageSize}`);
export const addParametro = (api: ApiClient, id: string, parametro: ParametroName, Nombre: string) =>
  api<ParametroResponse>(parametroBase(id, parametro), send('POST', { Nombre }));
export const renameParametro = (api: ApiClient, id: string, parametro: ParametroName, current: string, Nombre: string) =>
  api<ParametroResponse>(`${parametroBase(id, parametro)}/${encodeURIComponent(current)}`, send('PUT', { Nombre }));
export const removeParametro = (api: ApiClient, id: string, parametro: ParametroName, current: string) =>
  api<ParametroResponse>(`${parametroBase(id, parametro)}/${encodeURIComponent(current)}`, send('DELETE'));

type ListaChequeoPage = z.infer<typeof ListaChequeoPageSchema>;
type ListaChequeoResponse = z.infer<typeof ListaChequeoResponseSchema>;
type ParametroResponse = z.infer<typeof ParametroResponseSchema>;
