import type { Estadisticas, EstadisticasQuery } from '@insp/contracts';
import { revisiones as texts } from '@insp/messages/revisiones';
import { HttpError } from '@insp/service-kit';
import { type mongo, Types } from 'mongoose';

import type { ProjectScope } from '../../shared/hierarchy.ts';
import type { ObservacionDoc } from '../../shared/observaciones-query.ts';
import { toGrupos } from './mappers.ts';
import type { EstadisticasRepository } from './repository.ts';

/**
 * Statistics of a project, a revision or a listado (spec 001 §2; levels 1-3). Resolved = has a
 * Resuelta date. Observations of soft-deleted listados are left out of the project and revision
 * levels. A fixed number of round trips whatever the data: the parents and the listados at once,
 * then every count at once.
 */
export function estadisticasService(repository: EstadisticasRepository) {
  return {
    async get(scope: ProjectScope, query: EstadisticasQuery, companyUser: boolean): Promise<Estadisticas> {
      const { companyId, project } = scope;
      const [revision, listado, listados] = await Promise.all([
        query.revisionId ? repository.findRevision(companyId, project._id, query.revisionId) : null,
        query.listadoId ? repository.findListado(companyId, project._id, query.listadoId) : null,
        query.listadoId ? [] : repository.listados(companyId, project._id, query.revisionId ? new Types.ObjectId(query.revisionId) : null),
      ]);
      if (query.revisionId && !revision) throw new HttpError(404, texts.revisiones.errors.noEncontrada);
      if (query.listadoId) {
        const belongs = listado && (!revision || listado.revisionId.equals(revision._id));
        if (!listado || !belongs || (companyUser && listado.Estado === 'Eliminado')) throw new HttpError(404, texts.listados.errors.noExiste);
      }

      const match: mongo.Filter<ObservacionDoc> = { projectId: project._id };
      if (revision) match.revisionId = revision._id;
      if (listado) match.listadoId = listado._id;
      else {
        const deleted = listados.filter((item) => item.Estado === 'Eliminado').map((item) => item._id);
        if (deleted.length > 0) match.listadoId = { $nin: deleted };
      }
      const nivel = listado ? 'listado' : revision ? 'revision' : 'proyecto';
      const byListado = nivel === 'revision';
      const [subTotal, subResueltas, listTotal, listResueltas] = await Promise.all([
        repository.countBy(companyId, match, 'Subcontrato', false),
        repository.countBy(companyId, match, 'Subcontrato', true),
        byListado ? repository.countBy(companyId, match, 'listadoId', false) : new Map<string, number>(),
        byListado ? repository.countBy(companyId, match, 'listadoId', true) : new Map<string, number>(),
      ]);

      const porSubcontrato = toGrupos(
        [...subTotal.keys()].map((nombre) => ({ key: nombre, nombre })),
        subTotal,
        subResueltas,
      );
      const total = porSubcontrato.reduce((sum, group) => sum + group.total, 0);
      const resueltas = porSubcontrato.reduce((sum, group) => sum + group.resueltas, 0);
      const active = listados.filter((item) => item.Estado !== 'Eliminado');
      const porListado = byListado
        ? toGrupos(
            active.map((item) => ({ key: item._id.toHexString(), nombre: item.Nombre })),
            listTotal,
            listResueltas,
          ).map(({ key, ...group }) => ({ id: key, ...group }))
        : [];
      return {
        nivel,
        niveles: { proyecto: project.NombreProyecto, revision: revision?.Nombre ?? null, listado: listado?.Nombre ?? null },
        total,
        resueltas,
        pendientes: total - resueltas,
        porSubcontrato: porSubcontrato.map(({ key: _key, ...group }) => group),
        porListado,
      };
    },
  };
}

export type EstadisticasService = ReturnType<typeof estadisticasService>;
