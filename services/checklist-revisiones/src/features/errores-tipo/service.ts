import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';

import type { Avance } from '../../shared/avance.ts';
import type { FeatureDeps } from '../../shared/feature.ts';
import type { ErrorTipoDoc, ErrorTipoScope, SubcontratoScope } from '../../shared/hierarchy.ts';
import { namedChildrenService } from '../../shared/named-children.ts';
import { toErrorTipoItem } from './mappers.ts';
import type { ErroresTipoRepository } from './repository.ts';

/** At most this many error types are listed for one subcontract (they are added by hand or from a template). */
const MAX_LIST = 1000;

/** Error types of a subcontract (spec 001 §5): unique in the subcontract ('Error Tipo Existe'); 'Error Tipo Agregado/Actualizado/Eliminado'. */
export function erroresTipoService(repository: ErroresTipoRepository, deps: FeatureDeps) {
  const service = namedChildrenService<ErrorTipoDoc, SubcontratoScope, ErrorTipoScope, checklistRevisiones.ErrorTipoItem, Avance>(
    repository,
    {
      entity: 'ErrorTipo',
      nivel: 'errorTipoId',
      nombreEnRespuestas: 'NombreErrorTipo',
      texts: texts.erroresTipo,
      parent: { field: 'subcontratoId', of: ({ subcontrato }) => subcontrato },
      of: ({ errorTipo }) => errorTipo,
      counts: repository.counts,
      none: { Resueltas: 0, TotalRespuestas: 0 },
      toItem: toErrorTipoItem,
    },
    deps,
  );
  // The subcontratos page shows a subcontract's error types whole, not paged.
  return { ...service, list: (scope: SubcontratoScope): Promise<checklistRevisiones.ErrorTipoList> => service.all(scope, MAX_LIST) };
}

export type ErroresTipoService = ReturnType<typeof erroresTipoService>;
