import {
  checklistsEndpoints as checklists,
  checklistSubcontratoContactosEndpoints as contactos,
  companiesEndpoints,
  type Endpoint,
  type EndpointInput,
} from '@insp/contracts';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';

/**
 * The data of the checklist-review templates (admin service, typed by the endpoint descriptions):
 * the queries the screens read and the writes, each invalidating what it changes.
 */

export const useCompany = (companyId: string) => useEndpointQuery('admin', companiesEndpoints.get, { params: { companyId } }, { enabled: companyId !== '' });

export const useChecklistsPage = (companyId: string, page: number, pageSize: number) =>
  useEndpointQuery(
    'admin',
    checklists.list,
    { params: { companyId }, query: { page, pageSize } },
    { enabled: companyId !== '', placeholderData: keepPreviousData },
  );

export const useChecklist = (companyId: string, checklistId: string | null) =>
  useEndpointQuery('admin', checklists.get, { params: { companyId, checklistId: checklistId ?? '' } }, { enabled: companyId !== '' && Boolean(checklistId) });

/**
 * Every write changes the checklist it names and the company's table (its Recintos count and the
 * 'no subcontractors' mark): both are asked again.
 */
const changesChecklist = (input: { params: { companyId: string; checklistId?: string } }) => [
  endpointKey('admin', checklists.list, { companyId: input.params.companyId }),
  endpointKey('admin', checklists.get, { companyId: input.params.companyId, ...(input.params.checklistId ? { checklistId: input.params.checklistId } : {}) }),
];

function useChecklistWrite<E extends Endpoint>(endpoint: E) {
  return useEndpointMutation('admin', endpoint, { invalidates: (input: EndpointInput<E>) => changesChecklist(input as { params: { companyId: string } }) });
}

export const useCreateChecklist = () => useChecklistWrite(checklists.create);
export const useUpdateChecklist = () => useChecklistWrite(checklists.update);
export const useDeleteChecklist = () => useChecklistWrite(checklists.remove);
export const useAddRecinto = () => useChecklistWrite(checklists.addRecinto);
export const useDeleteRecinto = () => useChecklistWrite(checklists.removeRecinto);
export const useAddSubcontratos = () => useChecklistWrite(checklists.addSubcontratos);
export const useDeleteSubcontrato = () => useChecklistWrite(checklists.removeSubcontrato);
export const useAddErrorTipo = () => useChecklistWrite(checklists.addErrorTipo);
export const useUpdateErrorTipo = () => useChecklistWrite(checklists.updateErrorTipo);
export const useDeleteErrorTipo = () => useChecklistWrite(checklists.removeErrorTipo);

/** Contact people of a template's subcontract (issue 20 §1): read, and the whole list replaced. */
export const useChecklistContactos = (params: { companyId: string; checklistId: string; recintoId: string; subcontratoId: string }) =>
  useEndpointQuery('admin', contactos.list, { params });
export const useSaveChecklistContactos = () =>
  useEndpointMutation('admin', contactos.replace, { invalidates: ({ params }) => [endpointKey('admin', contactos.list, params)] });
