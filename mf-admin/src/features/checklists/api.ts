import type { ApiClient } from '@insp/mf-kit';
import type { z } from 'zod';
import type {
  CatalogMutationResponse,
  CatalogPage,
  ChecklistCreateBody,
  ChecklistDetail,
  ChecklistErrorCreateBody,
  ChecklistErrorUpdateBody,
  ChecklistMutationResponse,
  ChecklistPage,
  ChecklistRecintoBody,
  ChecklistSubcontratosBody,
  ChecklistUpdateBody,
  CompanyDetail,
  MessageResponse,
} from '@insp/contracts';

/** Every call of the checklist-review templates (admin service through the gateway). */
const company = (id: string) => `/api/admin/companies/${encodeURIComponent(id)}`;
const checklist = (companyId: string, id: string) => `${company(companyId)}/checklists/${encodeURIComponent(id)}`;
const send = (method: string, body?: unknown): RequestInit => ({ method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const fetchCompany = (api: ApiClient, companyId: string) => api<CompanyDetail>(company(companyId));
/** Places and subcontractors offered in the dialogs: the company's active catalogue copies. */
export const fetchCatalogNames = (api: ApiClient, companyId: string, catalog: 'recintos' | 'subcontratos') =>
  api<CatalogPage>(`${company(companyId)}/catalogs/${catalog}?page=0&pageSize=100&activo=true`);

export const fetchChecklists = (api: ApiClient, companyId: string, page: number, pageSize: number) =>
  api<ChecklistPage>(`${company(companyId)}/checklists?page=${page}&pageSize=${pageSize}`);
export const fetchChecklist = (api: ApiClient, companyId: string, id: string) => api<ChecklistDetail>(checklist(companyId, id));
export const createChecklist = (api: ApiClient, companyId: string, body: z.input<typeof ChecklistCreateBody>) =>
  api<ChecklistMutationResponse>(`${company(companyId)}/checklists`, send('POST', body));
export const updateChecklist = (api: ApiClient, companyId: string, id: string, body: z.input<typeof ChecklistUpdateBody>) =>
  api<ChecklistMutationResponse>(checklist(companyId, id), send('PUT', body));
export const deleteChecklist = (api: ApiClient, companyId: string, id: string) => api<MessageResponse>(checklist(companyId, id), send('DELETE'));

export const addRecinto = (api: ApiClient, companyId: string, id: string, body: z.input<typeof ChecklistRecintoBody>) =>
  api<ChecklistMutationResponse>(`${checklist(companyId, id)}/recintos`, send('POST', body));
export const deleteRecinto = (api: ApiClient, companyId: string, id: string, recintoId: string) =>
  api<ChecklistMutationResponse>(`${checklist(companyId, id)}/recintos/${recintoId}`, send('DELETE'));

const recinto = (companyId: string, id: string, recintoId: string) => `${checklist(companyId, id)}/recintos/${recintoId}`;
export const addSubcontratos = (api: ApiClient, companyId: string, id: string, recintoId: string, body: z.input<typeof ChecklistSubcontratosBody>) =>
  api<ChecklistMutationResponse>(`${recinto(companyId, id, recintoId)}/subcontratos`, send('POST', body));
export const deleteSubcontrato = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string) =>
  api<ChecklistMutationResponse>(`${recinto(companyId, id, recintoId)}/subcontratos/${subId}`, send('DELETE'));

const errores = (companyId: string, id: string, recintoId: string, subId: string) => `${recinto(companyId, id, recintoId)}/subcontratos/${subId}/errores-tipo`;
export const addErrorTipo = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string, body: z.input<typeof ChecklistErrorCreateBody>) =>
  api<ChecklistMutationResponse>(errores(companyId, id, recintoId, subId), send('POST', body));
export const updateErrorTipo = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string, errorId: string, body: z.input<typeof ChecklistErrorUpdateBody>) =>
  api<ChecklistMutationResponse>(`${errores(companyId, id, recintoId, subId)}/${errorId}`, send('PUT', body));
export const deleteErrorTipo = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string, errorId: string) =>
  api<ChecklistMutationResponse>(`${errores(companyId, id, recintoId, subId)}/${errorId}`, send('DELETE'));

export type { CatalogMutationResponse };
