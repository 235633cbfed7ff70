import type { RevisionItem } from '@insp/contracts';
import { revisiones as texts } from '@insp/messages/revisiones';
import { revisionesService as sharedRevisiones } from '@insp/module-service/hierarchy';

import type { FeatureDeps } from '../../shared/feature.ts';
import type { RevisionDoc } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toRevisionItem } from './mappers.ts';
import type { RevisionesRepository } from './repository.ts';

/** Revisions (spec 001 §5) on the hierarchy's shared rules; a row counts its active listados (Carpetas). */
export function revisionesService(repository: RevisionesRepository, deps: FeatureDeps) {
  return sharedRevisiones<RevisionDoc, RevisionItem>(deps, repository, texts, {
    loggedFields: LOGGED_FIELDS,
    async items(companyId, _projectId, docs) {
      const counts = await repository.listadoCounts(
        companyId,
        docs.map((doc) => doc._id),
      );
      return docs.map((doc) => toRevisionItem(doc, counts.get(doc._id.toHexString()) ?? 0));
    },
    created: (doc) => toRevisionItem(doc, 0),
  });
}

export type RevisionesService = ReturnType<typeof revisionesService>;
