import type { EndpointRequest } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { HttpError, oid } from '@insp/service-kit';

import { RESUELTO } from '../../shared/avance.ts';
import type { ProjectScope } from '../../shared/hierarchy.ts';
import { byTotal, grupo } from './mappers.ts';
import type { EstadisticasRepository } from './repository.ts';

type Query = EndpointRequest<typeof checklistRevisiones.estadisticasProyecto>['query'];

/** 'Por Resolver' is the unresolved state of the checklist statistics (§4). */
const POR_RESOLVER = 'Por Resolver';

/**
 * Statistics of a checklist project, revision or listado (spec 001 §2): counts of answers and
 * resolved ones ('Resuelto'), unresolved ones ('Por Resolver'), by subcontract and (revision level)
 * by listado. Answers of deleted listados are left out above the listado level.
 */
export function estadisticasService(repository: EstadisticasRepository) {
  return {
    async get({ companyId, project }: ProjectScope, query: Query): Promise<checklistRevisiones.Estadisticas> {
      const match: Record<string, unknown> = { companyId: oid(companyId), projectId: project._id };
      const revision = query.revisionId ? await repository.revision(companyId, project._id, query.revisionId) : null;
      if (query.revisionId && !revision) throw new HttpError(404, texts.revisiones.errors.noEncontrada);
      if (query.listadoId && !revision) throw new HttpError(404, texts.revisiones.errors.noSeHaSeleccionado);
      const listado = revision && query.listadoId ? await repository.listado(companyId, revision._id, query.listadoId) : null;
      if (query.listadoId && !listado) throw new HttpError(404, texts.listados.errors.noExiste);
      if (revision) match.revisionId = revision._id;
      if (listado) match.listadoId = listado._id;
      else {
        const excluded = await repository.deletedListados(companyId, project._id);
        if (excluded.length > 0) match.listadoId = { $nin: excluded };
      }
      const nivel = listado ? 'listado' : revision ? 'revision' : 'proyecto';
      const resueltasMatch = { ...match, Estado: RESUELTO };
      const porResolverMatch = { ...match, Estado: POR_RESOLVER };
      const [subTotal, subResueltas, subPorResolver] = await Promise.all([
        repository.countBy(match, 'NombreSubcontrato'),
        repository.countBy(resueltasMatch, 'NombreSubcontrato'),
        repository.countBy(porResolverMatch, 'NombreSubcontrato'),
      ]);
      const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
      let porListado: checklistRevisiones.Estadisticas['porListado'] = [];
      if (nivel === 'revision' && revision) {
        const [listados, total, resueltas, porResolver] = await Promise.all([
          repository.listadosActivos(companyId, revision._id),
          repository.countBy(match, 'listadoId'),
          repository.countBy(resueltasMatch, 'listadoId'),
          repository.countBy(porResolverMatch, 'listadoId'),
        ]);
        porListado = listados
          .map((item) => ({ id: item._id.toHexString(), ...grupo(item.Nombre, total, resueltas, porResolver, item._id.toHexString()) }))
          .sort(byTotal);
      }
      return {
        nivel,
        niveles: { proyecto: project.NombreProyecto, revision: revision?.Nombre ?? null, listado: listado?.Nombre ?? null },
        total: sum(subTotal),
        resueltas: sum(subResueltas),
        porResolver: sum(subPorResolver),
        porSubcontrato: [...subTotal.keys()].map((nombre) => grupo(nombre, subTotal, subResueltas, subPorResolver)).sort(byTotal),
        porListado,
      };
    },
  };
}

export type EstadisticasService = ReturnType<typeof estadisticasService>;
