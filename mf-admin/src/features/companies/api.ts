import type { CompanyCreateBody, CompanyMutationResponse, CompanyPage, CompanyPurgeResponse } from '@insp/contracts';
import type { ApiClient } from '@insp/mf-kit';
import type { TableSort } from '@insp/ui/components';
import type { z } from 'zod';

/**
 * The calls of the companies table: the one screen of the remote on neither the query cache nor the
 * typed client. It is the platform administrator's first screen, under the 359 KB ceiling of
 * shell/test/builds.test.ts: TanStack Query would add 15.5 KB gzip there (372.9 KB measured), and
 * asking the shared contracts module from this chunk 0.9 KB (359.5 KB, over by 0.5), so it pages
 * with `useUncachedPage` (shared/paging.ts), reloads after each write and writes its URLs here.
 */
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
