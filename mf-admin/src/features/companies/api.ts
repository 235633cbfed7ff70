import type { CompanyCreateBody, CompanyMutationResponse, CompanyPage, CompanyPurgeResponse } from '@insp/contracts';
import type { ApiClient } from '@insp/mf-kit';
import type { TableSort } from '@insp/ui/components';
import type { z } from 'zod';

/** Every call of the companies list (admin service through the gateway). */
const base = '/api/admin/companies';
const json = (method: string, body?: unknown): RequestInit => ({ method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** `sort` is a column of companySortFields (Nombre, Rut); the service's default is Nombre ascending. */
export const fetchCompanies = (
  api: ApiClient,
  page: number,
  pageSize: number,
  deleted: boolean,
  search = '',
  sort: TableSort = { key: 'Nombre', order: 'asc' },
) =>
  api<CompanyPage>(
    `${base}?page=${page}&pageSize=${pageSize}&deleted=${deleted}&sort=${encodeURIComponent(sort.key)}&order=${sort.order}${search === '' ? '' : `&search=${encodeURIComponent(search)}`}`,
  );

export const createCompany = (api: ApiClient, body: z.input<typeof CompanyCreateBody>) => api<CompanyMutationResponse>(base, json('POST', body));

export const restoreCompany = (api: ApiClient, companyId: string) =>
  api<CompanyMutationResponse>(`${base}/${encodeURIComponent(companyId)}/restore`, json('POST'));

export const purgeCompany = (api: ApiClient, companyId: string) =>
  api<CompanyPurgeResponse>(`${base}/${encodeURIComponent(companyId)}/permanent`, json('DELETE'));
