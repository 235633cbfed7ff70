import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Connection } from 'mongoose';

import type { EmpresaDoc, UsuarioDoc } from '../../models/index.ts';
import { tenantCompany } from '../../shared/tenant.ts';
import type { UsersService, UserTarget } from './service.ts';

/** What the feature's preHandler resolved, once per request. */
export interface UsersScope {
  company: EmpresaDoc;
  /** The user of `:userId`, on the routes that name one. */
  user: UsuarioDoc | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the users feature (services/admin/src/features/users). */
    usersScope: UsersScope | null;
  }
}

/** Resolves the tenant's company and the addressed user before any handler runs. */
export function resolveUsersScope(db: Connection, users: UsersService): preHandlerAsyncHookHandler {
  return async (request) => {
    const company = await tenantCompany(db, request);
    const { userId } = request.params as { userId?: string };
    const user = userId === undefined ? null : await users.target(company, userId, request.principal?.userType);
    request.usersScope = { company, user };
  };
}

function scopeOf(request: FastifyRequest): UsersScope {
  if (!request.usersScope) throw new Error('users: the scope preHandler did not run');
  return request.usersScope;
}

export const companyOf = (request: FastifyRequest): EmpresaDoc => scopeOf(request).company;

export function targetOf(request: FastifyRequest): UserTarget {
  const { company, user } = scopeOf(request);
  if (!user) throw new Error('users: route without :userId');
  return { company, user };
}
