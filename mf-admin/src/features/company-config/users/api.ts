import { companiesEndpoints, type EndpointInput, usersEndpoints as users, userSortFields } from '@insp/contracts';
import type { TableSort } from '@insp/ui/components';
import { endpointKey, keepPreviousData, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';

import { useActiveCatalogNames } from '../../../shared/catalogs/api.ts';
import { sortQuery } from '../../../shared/paging.ts';

/**
 * The users of a company ('Usuarios' tab) through the endpoint hooks. Every write invalidates the
 * company's users (their pages carry the seats used) and its configuration (the Información tab's
 * usage of each module).
 */

/** A page of users; another search, sort or page of the same company keeps its rows on screen while it loads. */
export const useUsersPage = (companyId: string, page: number, pageSize: number, search: string, sort: TableSort) =>
  useEndpointQuery(
    'admin',
    users.list,
    { params: { companyId }, query: { page, pageSize, search, ...sortQuery(sort, userSortFields) } },
    { placeholderData: keepPreviousData },
  );

/** Only active Cargos are offered in the user dialog (spec 000 §5). */
export const useActiveCargos = (companyId: string) => useActiveCatalogNames(companyId, 'cargos');

const changesUsers = (input: { params: { companyId: string } }) => {
  const { companyId } = input.params;
  return [endpointKey('admin', users.list, { companyId }), endpointKey('admin', companiesEndpoints.configuration, { companyId })];
};
const writes = { invalidates: changesUsers };

export const useCreateUser = () => useEndpointMutation('admin', users.create, writes);
export const useUpdateUser = () => useEndpointMutation('admin', users.update, writes);
export const useChangeUserEmail = () => useEndpointMutation('admin', users.changeEmail, writes);
export const useResetUserPassword = () => useEndpointMutation('admin', users.resetPassword, writes);
export const useDeleteUser = () => useEndpointMutation('admin', users.remove, writes);

/** 'Bloquear' (also ends the user's sessions) and 'Desbloquear'. */
export function useBlockUser() {
  const block = useEndpointMutation('admin', users.block, writes);
  const unblock = useEndpointMutation('admin', users.unblock, writes);
  return (input: EndpointInput<typeof users.block>, blocked: boolean) => (blocked ? block : unblock).mutateAsync(input);
}
