import type { Connection, mongo, Types } from 'mongoose';
import type { Page } from '@insp/contracts';
import { deletedListados } from '../../shared/avance.ts';
import { respuestasCollection, respuestasFilter, type RespuestaDoc, type RespuestaFilters } from '../../shared/respuestas.ts';

/** The project's answers as the summary reads them (tenant first in every filter). */
export function resumenRepository(db: Connection) {
  const raw = respuestasCollection(db);
  return {
    /** One offset page, newest first, with the total (two round trips, at once). */
    async page(companyId: string, projectId: Types.ObjectId, filters: RespuestaFilters, page: number, pageSize: number): Promise<Page<RespuestaDoc>> {
      const excluded = filters.listadoId ? [] : await deletedListados(db, companyId, { projectId });
      const filter: mongo.Filter<RespuestaDoc> = respuestasFilter(companyId, projectId, filters, excluded);
      const [items, total] = await Promise.all([
        raw
          .find(filter)
          .sort({ FechaCreacion: -1, _id: -1 })
          .skip(page * pageSize)
          .limit(pageSize)
          .batchSize(pageSize)
          .toArray(),
        raw.countDocuments(filter),
      ]);
      return { items, total, page, pageSize };
    },
  };
}

export type ResumenRepository = ReturnType<typeof resumenRepository>;
