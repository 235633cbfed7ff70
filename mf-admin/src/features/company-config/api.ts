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
