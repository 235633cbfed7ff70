import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import type { Connection } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ErrorTipoDoc, RecintoDoc, SubcontratoDoc } from '../../shared/hierarchy.ts';
import { type RespuestaDoc, respuestasCollection } from '../../shared/respuestas.ts';

/**
 * What the documents read below a list, and the answers (by collection name; this feature owns no
 * collection; the projects, revisions and lists are the review family's targets). Every function
 * takes the tenant first and filters by it.
 */
export function informesRepository(db: Connection) {
  const Respuestas = respuestasCollection(db);
  const byName = { sort: { nombreKey: 1, _id: 1 } } as const;

  return {
    /** The listado's rooms, subcontracts and error types, by name (the PDF's sections). */
    async estructura(companyId: string, listadoId: Types.ObjectId) {
      const filter = { companyId: oid(companyId), listadoId };
      const [recintos, subcontratos, erroresTipo] = await Promise.all([
        db.collection<RecintoDoc>(collections.recintos).find(filter, byName).toArray(),
        db.collection<SubcontratoDoc>(collections.subcontratos).find(filter, byName).toArray(),
        db.collection<ErrorTipoDoc>(collections.erroresTipo).find(filter, byName).toArray(),
      ]);
      return { recintos, subcontratos, erroresTipo };
    },

    /** The answers of a listado by error type and Order, one cursor. */
    respuestasDeListado(companyId: string, listadoId: Types.ObjectId): AsyncIterable<RespuestaDoc> {
      return Respuestas.find({ companyId: oid(companyId), listadoId })
        .sort({ errorTipoId: 1, Order: 1, _id: 1 })
        .batchSize(500);
    },
  };
}

export type InformesRepository = ReturnType<typeof informesRepository>;
