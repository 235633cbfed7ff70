import type { ListadoItem } from '@insp/contracts';
import { revisiones as texts } from '@insp/messages/revisiones';
import { listadosService as sharedListados } from '@insp/module-service/hierarchy';

import type { FeatureDeps } from '../../shared/feature.ts';
import type { ListadoDoc } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toListadoItem } from './mappers.ts';
import type { ListadosRepository } from './repository.ts';

/**
 * Listados (spec 001 §§2, 4, 5) on the hierarchy's shared rules; a row counts its observations,
 * resolved of total. The restore's quota is RevisionesUsados < LimiteRevisiones.
 */
export function listadosService(repository: ListadosRepository, deps: FeatureDeps) {
  return sharedListados<ListadoDoc, ListadoItem>(deps, repository, texts, {
    loggedFields: LOGGED_FIELDS,
    async items(companyId, docs, now) {
      const counts = await repository.observationCounts(
        companyId,
        docs.map((doc) => doc._id),
      );
      return docs.map((doc) => {
        const id = doc._id.toHexString();
        return toListadoItem(doc, { total: counts.total.get(id) ?? 0, resueltas: counts.resueltas.get(id) ?? 0 }, now);
      });
    },
    created: (doc, now) => toListadoItem(doc, { total: 0, resueltas: 0 }, now),
    newDoc: (shared) => shared,
  });
}

export type ListadosService = ReturnType<typeof listadosService>;
