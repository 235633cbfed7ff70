import { isDuplicateKey, oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { FirmaOTDoc, HojaOTDoc, ProyectoOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';
import { firmaModel, respuestaModel } from './model.ts';

type AnswerKey = Pick<RespuestaOTDoc, 'hojaId' | 'revisorId' | 'categoria' | 'pregunta' | 'slot'>;

/** Every function takes the tenant first and puts it in every filter. */
export function capturaRepository(db: Connection) {
  const Respuestas = respuestaModel(db);
  const Firmas = firmaModel(db);
  const Hojas = db.collection<HojaOTDoc>(collections.hojas);
  const Proyectos = db.collection<ProyectoOTDoc>(collections.proyectos);
  const tenant = oid;

  return {
    models: [Respuestas, Firmas],

    findAnswer(companyId: string, key: AnswerKey): Promise<RespuestaOTDoc | null> {
      return Respuestas.findOne({ companyId: tenant(companyId), ...key }).lean<RespuestaOTDoc>();
    },

    findAnswerById(companyId: string, id: Types.ObjectId): Promise<RespuestaOTDoc | null> {
      return Respuestas.findOne({ companyId: tenant(companyId), _id: id }).lean<RespuestaOTDoc>();
    },

    /** Inserts; false when the slot was answered meanwhile (unique index). */
    async insertAnswer(companyId: string, doc: RespuestaOTDoc): Promise<boolean> {
      try {
        await Respuestas.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    async updateAnswer(
      companyId: string,
      id: Types.ObjectId,
      set: Pick<RespuestaOTDoc, 'Estado' | 'Comentario' | 'Foto' | 'Fecha' | 'NombreRevisor'>,
    ): Promise<void> {
      await Respuestas.updateOne({ companyId: tenant(companyId), _id: id }, { $set: set });
    },

    findFirma(companyId: string, hojaId: Types.ObjectId, revisorId: Types.ObjectId): Promise<FirmaOTDoc | null> {
      return Firmas.findOne({ companyId: tenant(companyId), hojaId, revisorId }).lean<FirmaOTDoc>();
    },

    findFirmaById(companyId: string, id: Types.ObjectId): Promise<FirmaOTDoc | null> {
      return Firmas.findOne({ companyId: tenant(companyId), _id: id }).lean<FirmaOTDoc>();
    },

    async insertFirma(companyId: string, doc: FirmaOTDoc): Promise<boolean> {
      try {
        await Firmas.collection.insertOne({ ...doc, companyId: tenant(companyId) });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** Reviewers of the sheet who signed (counted). */
    async signers(companyId: string, hojaId: Types.ObjectId): Promise<Set<string>> {
      const rows = await Firmas.find({ companyId: tenant(companyId), hojaId }, { revisorId: 1 }).lean();
      return new Set(rows.map((row) => row.revisorId.toHexString()));
    },

    /** Sets the final date once (the filter keeps the first one when two last signatures race). */
    async finish(companyId: string, hojaId: Types.ObjectId, at: Date, Estado: string): Promise<HojaOTDoc | null> {
      await Hojas.updateOne({ companyId: tenant(companyId), _id: hojaId, FechaRevisionFinal: null }, { $set: { FechaRevisionFinal: at, Estado } });
      return Hojas.findOne({ companyId: tenant(companyId), _id: hojaId });
    },

    /** The newest sheets where the user is a reviewer. */
    misHojas(companyId: string, userId: string, limit: number): Promise<HojaOTDoc[]> {
      return Hojas.find({ companyId: tenant(companyId), 'Revisores.id': oid(userId) })
        .sort({ FechaCreacion: -1, _id: -1 })
        .limit(limit)
        .toArray();
    },

    proyectos(companyId: string, ids: Types.ObjectId[]): Promise<ProyectoOTDoc[]> {
      return Proyectos.find({ companyId: tenant(companyId), _id: { $in: ids }, Eliminado: false }).toArray();
    },

    async deleteCompany(companyId: string): Promise<number> {
      const [answers, firmas] = await Promise.all([
        Respuestas.deleteMany({ companyId: tenant(companyId) }),
        Firmas.deleteMany({ companyId: tenant(companyId) }),
      ]);
      return answers.deletedCount + firmas.deletedCount;
    },
  };
}

export type CapturaRepository = ReturnType<typeof capturaRepository>;
