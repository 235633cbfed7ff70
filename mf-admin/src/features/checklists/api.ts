import {
  type CatalogMutationResponse,
  type ChecklistCreateBody,
  type ChecklistErrorCreateBody,
  type ChecklistErrorUpdateBody,
  type ChecklistRecintoBody,
  checklistsEndpoints as checklists,
  type ChecklistSubcontratosBody,
  type ChecklistUpdateBody,
  companiesEndpoints,
  companyCatalogsEndpoints,
} from '@insp/contracts';
import { type ApiClient, endpointClient } from '@insp/mf-kit';
import type { z } from 'zod';

/** Every call of the checklist-review templates (admin service through the gateway, typed by the endpoint descriptions). */
const admin = (api: ApiClient) => endpointClient(api, 'admin');

export const fetchCompany = (api: ApiClient, companyId: string) => admin(api)(companiesEndpoints.get, { params: { companyId } });
/** Places and subcontractors offered in the dialogs: the company's active catalogue copies. */
export const fetchCatalogNames = (api: ApiClient, companyId: string, catalog: 'recintos' | 'subcontratos') =>
  admin(api)(companyCatalogsEndpoints.list, { params: { companyId, catalog }, query: { page: 0, pageSize: 100, activo: 'true' } });

export const fetchChecklists = (api: ApiClient, companyId: string, page: number, pageSize: number) =>
  admin(api)(checklists.list, { params: { companyId }, query: { page, pageSize } });
export const fetchChecklist = (api: ApiClient, companyId: string, id: string) => admin(api)(checklists.get, { params: { companyId, checklistId: id } });
export const createChecklist = (api: ApiClient, companyId: string, body: z.input<typeof ChecklistCreateBody>) =>
  admin(api)(checklists.create, { params: { companyId }, body });
export const updateChecklist = (api: ApiClient, companyId: string, id: string, body: z.input<typeof ChecklistUpdateBody>) =>
  admin(api)(checklists.update, { params: { companyId, checklistId: id }, body });
export const deleteChecklist = (api: ApiClient, companyId: string, id: string) => admin(api)(checklists.remove, { params: { companyId, checklistId: id } });

export const addRecinto = (api: ApiClient, companyId: string, id: string, body: z.input<typeof ChecklistRecintoBody>) =>
  admin(api)(checklists.addRecinto, { params: { companyId, checklistId: id }, body });
export const deleteRecinto = (api: ApiClient, companyId: string, id: string, recintoId: string) =>
  admin(api)(checklists.removeRecinto, { params: { companyId, checklistId: id, recintoId } });

export const addSubcontratos = (api: ApiClient, companyId: string, id: string, recintoId: string, body: z.input<typeof ChecklistSubcontratosBody>) =>
  admin(api)(checklists.addSubcontratos, { params: { companyId, checklistId: id, recintoId }, body });
export const deleteSubcontrato = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string) =>
  admin(api)(checklists.removeSubcontrato, { params: { companyId, checklistId: id, recintoId, subcontratoId: subId } });

export const addErrorTipo = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string, body: z.input<typeof ChecklistErrorCreateBody>) =>
  admin(api)(checklists.addErrorTipo, { params: { companyId, checklistId: id, recintoId, subcontratoId: subId }, body });
export const updateErrorTipo = (
  api: ApiClient,
  companyId: string,
  id: string,
  recintoId: string,
  subId: string,
  errorId: string,
  body: z.input<typeof ChecklistErrorUpdateBody>,
) => admin(api)(checklists.updateErrorTipo, { params: { companyId, checklistId: id, recintoId, subcontratoId: subId, errorId }, body });
export const deleteErrorTipo = (api: ApiClient, companyId: string, id: string, recintoId: string, subId: string, errorId: string) =>
  admin(api)(checklists.removeErrorTipo, { params: { companyId, checklistId: id, recintoId, subcontratoId: subId, errorId } });

export type { CatalogMutationResponse };
