import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';

import type { FeatureDeps } from '../../shared/feature.ts';
import type { ListadoScope, RecintoDoc, RecintoScope } from '../../shared/hierarchy.ts';
import { namedChildrenService } from '../../shared/named-children.ts';
import { type RecintoCounts, toRecintoItem } from './mappers.ts';
import type { RecintosRepository } from './repository.ts';

/**
 * Rooms of a listado (spec 001 §5 place dialog): Nombre required and trimmed, unique in the listado
 * ignoring case and accents ('Recintos ya existe'; on edit the same place may keep its name),
 * Activado default true. Removing one ('¿Desea eliminar a al recinto X?') removes its subcontracts,
 * error types and answers.
 */
export function recintosService(repository: RecintosRepository, deps: FeatureDeps) {
  return namedChildrenService<RecintoDoc, ListadoScope, RecintoScope, checklistRevisiones.RecintoItem, RecintoCounts>(
    repository,
    {
      entity: 'Recinto',
      nivel: 'recintoId',
      nombreEnRespuestas: 'NombreRecinto',
      texts: texts.recintos,
      parent: { field: 'listadoId', of: ({ listado }) => listado },
      of: ({ recinto }) => recinto,
      counts: repository.counts,
      none: { TotalSubcontratos: 0, Resueltas: 0, TotalRespuestas: 0 },
      toItem: toRecintoItem,
    },
    deps,
  );
}

export type RecintosService = ReturnType<typeof recintosService>;
