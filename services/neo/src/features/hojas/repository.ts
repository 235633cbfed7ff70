import type { Page } from '@insp/contracts';
import { largestStored, numbering } from '@insp/module-service';
import { oid, type PageRequest, paginate } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { FirmaOTDoc, HojaOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';
import { sumFieldBy } from '../../shared/figures.ts';
import { type HojaMarks, hojaMarks } from '../../shared/hoja-view.ts';
import { hojaModel } from './model.ts';

/** Every function takes the tenant first and puts it in every filter. */
export function hojasRepository(db: Connection) {
  const Hojas = hojaModel(db);
  const Respuestas = db.collection<RespuestaOTDoc>(collections.respuestas);
  const Firmas = db.collection<FirmaOTDoc>(collections.firmas);
  const tenant = oid;
  const numbers = numbering();

  return {
    model: Hojas,

    page(companyId: string, asignadoId: Types.ObjectId, page: PageRequest): Promise<Page<HojaOTDoc>> {
      return paginate(Hojas, { companyId: tenant(companyId), asignadoId }, { FechaCreacion: -1, _id: -1 }, page);
    },

    find(companyId: string, hojaId: Types.ObjectId): Promise<HojaOTDoc | null> {
      return Hojas.findOne({ companyId: tenant(companyId), _id: hojaId }).lean<HojaOTDoc>();
    },

    /** Units of every sheet of the space. */
    async unidadesUsadas(companyId: string, asignadoId: Types.ObjectId): Promise<number> {
      return (await sumFieldBy(db, collections.hojas, companyId, { asignadoId }, 'asignadoId', 'Unidades')).get(asignadoId.toHexString()) ?? 0;
    },

    marks(companyId: string, hojas: Pick<HojaOTDoc, '_id'>[]): Promise<Map<string, HojaMarks>> {
      return hojaMarks(db, companyId, hojas);
    },

    /**
     * Inserts with the next Numero of the space (module-service's numbering: one sheet of a space at
     * a time in this process, the unique index (companyId, asignadoId, Numero) against other replicas).
     */
    insertNumbered(companyId: string, doc: Omit<HojaOTDoc, 'Numero'>): Promise<HojaOTDoc> {
      return numbers.insert(companyId, doc.asignadoId.toHexString(), {
        largest: () => largestStored(Hojas.collection, { companyId: tenant(companyId), asignadoId: doc.asignadoId }, 'Numero'),
        insert: async (Numero) => {
          const stored: HojaOTDoc = { ...doc, Numero };
          await Hojas.collection.insertOne({ ...stored, companyId: tenant(companyId) });
          return stored;
        },
      });
    },

    /** After sheets of the space were deleted: its next sheet is numbered after the highest still stored. */
    forgetNumbers(companyId: string, asignadoId: Types.ObjectId): void {
      numbers.forget(companyId, asignadoId.toHexString());
    },

    answers(companyId: string, hojaId: Types.ObjectId): Promise<RespuestaOTDoc[]> {
      return Respuestas.find({ companyId: tenant(companyId), hojaId })
        .sort({ revisorId: 1, categoria: 1, pregunta: 1, slot: 1, _id: 1 })
        .toArray();
    },

    firmas(companyId: string, hojaId: Types.ObjectId): Promise<FirmaOTDoc[]> {
      return Firmas.find({ companyId: tenant(companyId), hojaId })
        .sort({ Fecha: 1, _id: 1 })
        .toArray();
    },

    /**
     * 'Reabrir hoja': deletes the given signatures first, then takes the sheet back to its initial
     * state (a run that fails half-way leaves a sheet still closed, to be reopened again). Returns the sheet.
     */
    async reopen(companyId: string, hojaId: Types.ObjectId, firmaIds: Types.ObjectId[], Estado: string): Promise<HojaOTDoc | null> {
      if (firmaIds.length > 0) await Firmas.deleteMany({ companyId: tenant(companyId), hojaId, _id: { $in: firmaIds } });
      await Hojas.updateOne({ companyId: tenant(companyId), _id: hojaId }, { $set: { FechaRevisionFinal: null, Estado } });
      return Hojas.findOne({ companyId: tenant(companyId), _id: hojaId }).lean<HojaOTDoc>();
    },

    async deleteCompany(companyId: string): Promise<number> {
      return (await Hojas.deleteMany({ companyId: tenant(companyId) })).deletedCount;
    },
  };
}

export type HojasRepository = ReturnType<typeof hojasRepository>;
