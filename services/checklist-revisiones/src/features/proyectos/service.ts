import type { EndpointRequest } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { proyectosService as sharedProyectos } from '@insp/module-service/hierarchy';

import type { FeatureDeps } from '../../shared/feature.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toProyectoItem } from './mappers.ts';
import type { ProyectosRepository } from './repository.ts';

type CreateInput = EndpointRequest<typeof checklistRevisiones.proyectosEndpoints.create>['body'];
type UpdateInput = EndpointRequest<typeof checklistRevisiones.proyectosEndpoints.update>['body'];

/**
 * Checklist projects (spec 001 §§4-6) on the hierarchy's shared project rules: Tipo CheckList, the
 * quota is CheckList {LimiteCheckList, CheckListUsados}, one duplicate-name text for create and
 * edit, and a row counts its revisions (Carpetas) and its answers resolved of total ('x de y').
 */
export function proyectosService(repository: ProyectosRepository, deps: FeatureDeps) {
  return sharedProyectos<ProyectoDoc, checklistRevisiones.ProyectoItem, CreateInput, UpdateInput>(deps, repository, texts, {
    loggedFields: LOGGED_FIELDS,
    limitOf: (company) => company.CheckList.LimiteCheckList,
    async items(companyId, docs, now) {
      const { carpetas, avance } = await repository.counts(
        companyId,
        docs.map((doc) => doc._id),
      );
      return docs.map((doc) => toProyectoItem(doc, carpetas.get(doc._id.toHexString()) ?? 0, avance(doc._id), now));
    },
    created: (doc, now) => toProyectoItem(doc, 0, { Resueltas: 0, TotalRespuestas: 0 }, now),
    newDoc: (shared) => ({ ...shared, Tipo: 'CheckList' }),
  });
}

export type ProyectosService = ReturnType<typeof proyectosService>;
