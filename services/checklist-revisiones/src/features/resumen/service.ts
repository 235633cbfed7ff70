import { type EndpointRequest } from '@insp/contracts';
import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';

import type { ProjectScope } from '../../shared/hierarchy.ts';
import { toResumenRow } from './mappers.ts';
import type { ResumenRepository } from './repository.ts';

type Query = EndpointRequest<typeof checklistRevisiones.resumenProyecto>['query'];

/** By name key (case and accents ignored), the exact name breaking ties so the order is stable. */
const byNameKey = (names: string[]): string[] =>
  names
    .map((name) => ({ name, key: nameKey(name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name }) => name);

/** The project-wide answers summary: the filters, pages of 20, newest first; the date range only with both ends. */
export function resumenService(repository: ResumenRepository) {
  return {
    async page({ companyId, project }: ProjectScope, query: Query): Promise<checklistRevisiones.ResumenPage> {
      const page = await repository.page(companyId, project._id, query, query.page, checklistRevisiones.RESUMEN_PAGE_SIZE);
      return { ...page, items: page.items.map(toResumenRow) };
    },

    /** The choices of the Recinto / Subcontrato / Error Tipo filters: the names that exist in the project, each sorted by name key. */
    async opciones({ companyId, project }: ProjectScope): Promise<checklistRevisiones.ResumenOpciones> {
      const { recintos, subcontratos, erroresTipo } = await repository.nombres(companyId, project._id);
      return { recintos: byNameKey(recintos), subcontratos: byNameKey(subcontratos), erroresTipo: byNameKey(erroresTipo) };
    },
  };
}

export type ResumenService = ReturnType<typeof resumenService>;
