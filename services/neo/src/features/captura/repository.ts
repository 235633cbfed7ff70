import { insertUnique, oid } from '@insp/service-kit';
import type { Connection, mongo, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { FirmaOTDoc, HojaOTDoc, ProyectoOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';
import { firmaModel, respuestaModel } from './model.ts';

/** Which of a reviewer's sheets the phone list asks for. */
export interface MisHojasCriteria {
  revisorId: Types.ObjectId;
  /** The projects not deleted: sheets of other projects are not listed. */
  projectIds: Types.ObjectId[];
  /** Searching: a folded pattern of the names, projects whose name matches, a sheet number. */
  busqueda?: { pattern: string; projectIds: Types.ObjectId[]; numero: number | undefined } | undefined;
}

/** What the list sorts and counts a sheet by (the rest of the sheet is read for the page only). */
export type HojaClave = Pick<HojaOTDoc, '_id' | 'projectId' | 'espacioId' | 'NombreEspacio' | 'NombreChecklist' | 'Numero' | 'FechaRevisionFinal'>;

/** Batch size of the reviewer's keys and signatures: one round trip each up to this many sheets. */
const ONE_BATCH = 5_000;

const NOMBRES_BUSCADOS = ['NombreEspacio', 'NombreChecklist', 'Sector', 'Recinto', 'Pasillo', 'Otro', 'Elemento', 'Ubicacion'] as const;

function misHojasFilter(companyId: Types.ObjectId, criteria: MisHojasCriteria): mongo.Filter<HojaOTDoc> {
  const filter: mongo.Filter<HojaOTDoc> = { companyId, 'Revisores.id': criteria.revisorId, projectId: { $in: criteria.projectIds } };
  const { busqueda } = criteria;
  if (busqueda) {
    const regex = { $regex: busqueda.pattern, $options: 'i' };
    filter.$or = [
      ...NOMBRES_BUSCADOS.map((field) => ({ [field]: regex })),
      ...(busqueda.projectIds.length > 0 ? [{ projectId: { $in: busqueda.projectIds } }] : []),
      ...(busqueda.numero !== undefined ? [{ Numero: busqueda.numero }] : []),
    ];
  }
  return filter;
}

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
      return insertUnique(Respuestas, companyId, doc);
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
      return insertUnique(Firmas, companyId, doc);
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

    /** The company's projects not deleted, with what the reviewer's list shows of them. */
    proyectosActivos(companyId: string): Promise<Pick<ProyectoOTDoc, '_id' | 'Nombre' | 'nombreKey' | 'ProyectoIniciado'>[]> {
      return Proyectos.find({ companyId: tenant(companyId), Eliminado: false }, { projection: { Nombre: 1, nombreKey: 1, ProyectoIniciado: 1 } }).toArray();
    },

    /** The sheets this reviewer signed. */
    async firmadasPor(companyId: string, userId: string): Promise<Types.ObjectId[]> {
      const rows = await Firmas.find({ companyId: tenant(companyId), revisorId: oid(userId) }, { hojaId: 1 }, { batchSize: ONE_BATCH }).lean();
      return rows.map((row) => row.hojaId);
    },

    /**
     * The sort keys of every sheet of the reviewer's list (one query, small documents): the list is
     * counted and ordered from them, then only the page's sheets are read whole.
     */
    misHojasClaves(companyId: string, criteria: MisHojasCriteria): Promise<HojaClave[]> {
      return Hojas.find(misHojasFilter(tenant(companyId), criteria), {
        projection: { projectId: 1, espacioId: 1, NombreEspacio: 1, NombreChecklist: 1, Numero: 1, FechaRevisionFinal: 1 },
        batchSize: ONE_BATCH,
      }).toArray();
    },

    /** Whole sheets by id (a page of the list). */
    hojasPorId(companyId: string, ids: Types.ObjectId[]): Promise<HojaOTDoc[]> {
      return Hojas.find({ companyId: tenant(companyId), _id: { $in: ids } }).toArray();
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
