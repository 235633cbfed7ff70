import { type EndpointRequest } from '@insp/contracts';
import * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import type { ProjectScope } from '../../shared/hierarchy.ts';
import { toResumenRow } from './mappers.ts';
import type { ResumenRepository } from './repository.ts';

type Query = EndpointRequest<typeof checklistRevisiones.resumenProyecto>['query'];

/** The project-wide answers summary: the filters, pages of 20, newest first; the date range only with both ends. */
export function resumenService(repository: ResumenRepository) {
  return {
    async page({ companyId, project }: ProjectScope, query: Query): Promise<checklistRevisiones.ResumenPage> {
      const page = await repository.page(companyId, project._id, query, query.page, checklistRevisiones.RESUMEN_PAGE_SIZE);
      return { ...page, items: page.items.map(toResumenRow) };
    },
  };
}

export type ResumenService = ReturnType<typeof resumenService>;
