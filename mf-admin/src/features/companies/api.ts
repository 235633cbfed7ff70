import type { ApiClient } from '@insp/mf-kit';
import type { CompanyDetail, CompanyPage } from '@insp/contracts';

export const fetchCompanies = (api: ApiClient, page: number, pageSize: number) =>
  api<CompanyPage>(`/api/admin/companies?page=${page}&pageSize=${pageSize}`);

export const fetchCompany = (api: ApiClient, companyId: string) =>
  api<CompanyDetail>(`/api/admin/companies/${encodeURIComponent(companyId)}`);
