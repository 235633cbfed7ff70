import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { revisionesService as sharedRevisiones } from '@insp/module-service/hierarchy';

import { renameEnRespuestas } from '../../shared/avance.ts';
import type { FeatureDeps } from '../../shared/feature.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toRevisionItem } from './mappers.ts';
import type { RevisionesRepository } from './repository.ts';

/**
 * Revisions (spec 001 §5) on the hierarchy's shared rules; a row counts its active listados
 * (Carpetas) and its answers resolved of total, and a rename reaches the answers' copied name.
 */
export function revisionesService(repository: RevisionesRepository, deps: FeatureDeps) {
  return sharedRevisiones<RevisionDoc, checklistRevisiones.RevisionItem>(deps, repository, texts, {
    loggedFields: LOGGED_FIELDS,
    async items(companyId, projectId, docs) {
      const { carpetas, avance } = await repository.counts(
        companyId,
        projectId,
        docs.map((doc) => doc._id),
      );
      return docs.map((doc) => toRevisionItem(doc, carpetas.get(doc._id.toHexString()) ?? 0, avance(doc._id)));
    },
    created: (doc) => toRevisionItem(doc, 0, { Resueltas: 0, TotalRespuestas: 0 }),
    renamed: (companyId, before, after) => renameEnRespuestas(deps.context.db, companyId, 'revisionId', before._id, 'NombreRevision', after.Nombre),
  });
}

export type RevisionesService = ReturnType<typeof revisionesService>;
