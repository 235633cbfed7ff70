import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';

import type { EmpresaDoc, UsuarioDoc } from '../../models/index.ts';
import { companyTargetScope } from '../../shared/request-scope.ts';
import type { UsersService, UserTarget } from './service.ts';

/** The tenant's company and the user of `:userId`, on the routes that name one. */
const scope = companyTargetScope<UsuarioDoc>('users', 'userId');

/** Resolves the tenant's company and the addressed user before any handler runs. */
export const resolveUsersScope = (db: Connection, users: UsersService) =>
  scope.resolver(db, (company, id, request) => users.target(company, id, request.principal?.userType));

export const companyOf = (request: FastifyRequest): EmpresaDoc => scope.companyOf(request);

export function targetOf(request: FastifyRequest): UserTarget {
  const { company, target } = scope.targetOf(request);
  return { company, user: target };
}
