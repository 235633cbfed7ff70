import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';

import type { ChecklistDoc, EmpresaDoc } from '../../models/index.ts';
import { companyTargetScope } from '../../shared/request-scope.ts';
import type { ChecklistsService, ChecklistTarget } from './service.ts';

/** The tenant's company and the template of `:checklistId`, on the routes that name one. */
const scope = companyTargetScope<ChecklistDoc>('checklists', 'checklistId');

/** Resolves the tenant's company and the addressed template before any handler runs. */
export const resolveChecklistsScope = (db: Connection, checklists: ChecklistsService) => scope.resolver(db, (company, id) => checklists.target(company, id));

export const companyOf = (request: FastifyRequest): EmpresaDoc => scope.companyOf(request);

export function targetOf(request: FastifyRequest): ChecklistTarget {
  const { company, target } = scope.targetOf(request);
  return { company, checklist: target };
}
