import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';

import type { FeatureDeps } from '../../shared/feature.ts';
import type { RecintoScope, SubcontratoDoc, SubcontratoScope } from '../../shared/hierarchy.ts';
import { namedChildrenService } from '../../shared/named-children.ts';
import { type SubcontratoCounts, toSubcontratoItem } from './mappers.ts';
import type { SubcontratosRepository } from './repository.ts';

/** Subcontracts of a room (spec 001 §5): Nombre required, unique in the room ignoring case and accents ('Subcontrato ya existe'); Activado / Desactivado. */
export function subcontratosService(repository: SubcontratosRepository, deps: FeatureDeps) {
  return namedChildrenService<SubcontratoDoc, RecintoScope, SubcontratoScope, checklistRevisiones.SubcontratoItem, SubcontratoCounts>(
    repository,
    {
      entity: 'Subcontrato',
      nivel: 'subcontratoId',
      nombreEnRespuestas: 'NombreSubcontrato',
      texts: texts.subcontratos,
      parent: { field: 'recintoId', of: ({ recinto }) => recinto },
      of: ({ subcontrato }) => subcontrato,
      counts: repository.counts,
      none: { TotalErroresTipo: 0, Resueltas: 0, TotalRespuestas: 0 },
      toItem: toSubcontratoItem,
    },
    deps,
  );
}

export type SubcontratosService = ReturnType<typeof subcontratosService>;
