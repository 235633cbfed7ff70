import { companiesEndpoints as companies, companySortFields, type EndpointInput } from '@insp/contracts';
import { type ApiClient, endpointClient } from '@insp/mf-kit';
import type { TableSort } from '@insp/ui/components';

import { sortQuery } from '../../shared/paging.ts';

/**
 * The calls of the companies table, typed by the endpoint descriptions. The one screen of the remote
 * NOT on the query cache (`@insp/ui/data`): it is the platform administrator's first screen, and
 * TanStack Query would add 15.5 KB gzip to it (372.9 KB measured against the 359 KB ceiling of
 * shell/test/builds.test.ts), so it pages with `useUncachedPage` (shared/paging.ts) and reloads after each write.
 */
const admin = (api: ApiClient) => endpointClient(api, 'admin');

/** `sort` is a column of companySortFields (Nombre, Rut); the service's default is Nombre ascending. */
export const fetchCompanies = (
  api: ApiClient,
  page: number,
  pageSize: number,
  deleted: boolean,
  search = '',
  sort: TableSort = { key: 'Nombre', order: 'asc' },
) => admin(api)(companies.list, { params: {}, query: { page, pageSize, deleted: deleted ? 'true' : 'false', search, ...sortQuery(sort, companySortFields) } });

export const createCompany = (api: ApiClient, body: EndpointInput<typeof companies.create>['body']) => admin(api)(companies.create, { params: {}, body });
export const restoreCompany = (api: ApiClient, companyId: string) => admin(api)(companies.restore, { params: { companyId } });
export const purgeCompany = (api: ApiClient, companyId: string) => admin(api)(companies.purge, { params: { companyId } });
