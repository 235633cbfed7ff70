import type { EndpointRequest, ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { revisiones as texts } from '@insp/messages/revisiones';
import { proyectosService as sharedProyectos } from '@insp/module-service/hierarchy';

import type { FeatureDeps } from '../../shared/feature.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toProyectoItem } from './mappers.ts';
import type { ProyectosRepository } from './repository.ts';

type CreateInput = EndpointRequest<typeof proyectosEndpoints.create>['body'];
type UpdateInput = EndpointRequest<typeof proyectosEndpoints.update>['body'];

/**
 * Revision projects (spec 001 §§4-6) on the hierarchy's shared project rules: the quota is
 * Revisiones {LimiteRevisiones}, a project keeps its observation days (§5: an edit changes them only
 * when they come as numbers), and its row counts its revisions (Carpetas).
 */
export function proyectosService(repository: ProyectosRepository, deps: FeatureDeps) {
  return sharedProyectos<ProyectoDoc, ProyectoItem, CreateInput, UpdateInput>(deps, repository, texts, {
    loggedFields: LOGGED_FIELDS,
    limitOf: (company) => company.Revisiones.LimiteRevisiones,
    async items(companyId, docs, now) {
      const counts = await repository.revisionCounts(
        companyId,
        docs.map((doc) => doc._id),
      );
      return docs.map((doc) => toProyectoItem(doc, counts.get(doc._id.toHexString()) ?? 0, now));
    },
    created: (doc, now) => toProyectoItem(doc, 0, now),
    newDoc: (shared, input) => ({ ...shared, DiasPorVencer: input.DiasPorVencer, DiasVencidos: input.DiasVencidos }),
    updateSet(input) {
      const set: Partial<ProyectoDoc> = {};
      if (typeof input.DiasPorVencer === 'number') set.DiasPorVencer = input.DiasPorVencer;
      if (typeof input.DiasVencidos === 'number') set.DiasVencidos = input.DiasVencidos;
      return set;
    },
  });
}

export type ProyectosService = ReturnType<typeof proyectosService>;
