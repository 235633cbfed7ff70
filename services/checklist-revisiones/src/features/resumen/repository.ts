import type { Page } from '@insp/contracts';
import { oid } from '@insp/service-kit';
import type { Connection, mongo, Types } from 'mongoose';

import { deletedListados } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import { type RespuestaDoc, type RespuestaFilters, respuestasCollection, respuestasFilter } from '../../shared/respuestas.ts';

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

    /**
     * The distinct names of the project's rooms, subcontracts and error types, deleted listados left
     * out: four round trips whatever the project's size (the deleted listados, then one distinct
     * per level, at once). Unsorted: the service orders them by name key.
     */
    async nombres(companyId: string, projectId: Types.ObjectId): Promise<{ recintos: string[]; subcontratos: string[]; erroresTipo: string[] }> {
      const excluded = await deletedListados(db, companyId, { projectId });
      const filter: mongo.Filter<mongo.Document> = { companyId: oid(companyId), projectId };
      if (excluded.length > 0) filter.listadoId = { $nin: excluded };
      const names = async (collection: string) =>
        (await db.collection(collection).distinct('Nombre', filter)).filter((name): name is string => typeof name === 'string');
      const [recintos, subcontratos, erroresTipo] = await Promise.all([
        names(collections.recintos),
        names(collections.subcontratos),
        names(collections.erroresTipo),
      ]);
      return { recintos, subcontratos, erroresTipo };
    },
  };
}

export type ResumenRepository = ReturnType<typeof resumenRepository>;
