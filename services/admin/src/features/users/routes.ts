import { usersEndpoints as endpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';

import { companyOf, resolveUsersScope, targetOf } from './scope.ts';
import { usersService, type UsersServiceDeps } from './service.ts';

/** `/companies/:companyId/users…`: the platform administrator and the company's director. */
export async function userRoutes(app: ZodApp, deps: UsersServiceDeps): Promise<void> {
  const users = usersService(deps);
  await app.register(async (feature: ZodApp) => {
    feature.addHook('preHandler', resolveUsersScope(deps.db, users));
    const managers = access.managers(null);

    route(feature, endpoints.list, managers, ({ query }, request) => users.list(companyOf(request), query));
    route(feature, endpoints.create, managers, ({ body }, request) => users.create(companyOf(request), body, request.log));
    route(feature, endpoints.update, managers, ({ body }, request) => users.update(targetOf(request), body));
    route(feature, endpoints.changeEmail, managers, ({ body }, request) => users.changeEmail(targetOf(request), body.Email));
    route(feature, endpoints.resetPassword, managers, (_, request) => users.resetPassword(targetOf(request), request.log));
    route(feature, endpoints.block, managers, (_, request) => users.block(targetOf(request), request.principal?.sub));
    route(feature, endpoints.unblock, managers, (_, request) => users.unblock(targetOf(request)));
    route(feature, endpoints.remove, managers, (_, request) => users.remove(targetOf(request), request.principal?.sub));
  });
}
