import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Connection } from 'mongoose';

import type { ChecklistDoc, EmpresaDoc } from '../../models/index.ts';
import { tenantCompany } from '../../shared/tenant.ts';
import type { ChecklistsService, ChecklistTarget } from './service.ts';

/** What the feature's preHandler resolved, once per request. */
export interface ChecklistsScope {
  company: EmpresaDoc;
  /** The template of `:checklistId`, on the routes that name one. */
  checklist: ChecklistDoc | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the checklists feature (services/admin/src/features/checklists). */
    checklistsScope: ChecklistsScope | null;
  }
}

/** Resolves the tenant's company and the addressed template before any handler runs. */
export function resolveChecklistsScope(db: Connection, checklists: ChecklistsService): preHandlerAsyncHookHandler {
  return async (request) => {
    const company = await tenantCompany(db, request);
    const { checklistId } = request.params as { checklistId?: string };
    const checklist = checklistId === undefined ? null : await checklists.target(company, checklistId);
    request.checklistsScope = { company, checklist };
  };
}

function scopeOf(request: FastifyRequest): ChecklistsScope {
  if (!request.checklistsScope) throw new Error('checklists: the scope preHandler did not run');
  return request.checklistsScope;
}

export const companyOf = (request: FastifyRequest): EmpresaDoc => scopeOf(request).company;

export function targetOf(request: FastifyRequest): ChecklistTarget {
  const { company, checklist } = scopeOf(request);
  if (!checklist) throw new Error('checklists: route without :checklistId');
  return { company, checklist };
}
