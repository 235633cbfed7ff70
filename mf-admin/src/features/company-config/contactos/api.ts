import { subcontratoContactosEndpoints as contactos } from '@insp/contracts';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';

/** Contact people of one of the company's subcontracts (issue 20 §1): read, and the whole list replaced. */
export const useContactos = (companyId: string, subcontratoId: string) => useEndpointQuery('admin', contactos.list, { params: { companyId, subcontratoId } });

/** Saving the list changes what the dialog reads. */
export const useSaveContactos = () =>
  useEndpointMutation('admin', contactos.replace, { invalidates: ({ params }) => [endpointKey('admin', contactos.list, params)] });
