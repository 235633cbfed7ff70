import type { TipoChecklistOT } from '@insp/contracts/neo';
import { oid } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { AsignadoOTDoc, ChecklistOTDoc, FirmaOTDoc, HojaOTDoc, ProyectoOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';

/** Reads of the documents; every function takes the tenant first and puts it in every filter. */
export function informesRepository(db: Connection) {
  const Proyectos = db.collection<ProyectoOTDoc>(collections.proyectos);
  const Checklists = db.collection<ChecklistOTDoc>(collections.checklists);
  const Asignados = db.collection<AsignadoOTDoc>(collections.asignados);
  const Hojas = db.collection<HojaOTDoc>(collections.hojas);
  const Respuestas = db.collection<RespuestaOTDoc>(collections.respuestas);
  const Firmas = db.collection<FirmaOTDoc>(collections.firmas);
  const tenant = oid;

  return {
    proyecto: (companyId: string, projectId: string) => Proyectos.findOne({ companyId: tenant(companyId), _id: oid(projectId) }),
    checklist: (companyId: string, projectId: Types.ObjectId, checklistId: string) =>
      Checklists.findOne({ companyId: tenant(companyId), projectId, _id: oid(checklistId) }),
    asignado: (companyId: string, checklistId: Types.ObjectId, asignadoId: string) =>
      Asignados.findOne({ companyId: tenant(companyId), checklistId, _id: oid(asignadoId) }),
    hoja: (companyId: string, asignadoId: Types.ObjectId, hojaId: string) => Hojas.findOne({ companyId: tenant(companyId), asignadoId, _id: oid(hojaId) }),

    hojasDeAsignado: (companyId: string, asignadoId: Types.ObjectId) =>
      Hojas.find({ companyId: tenant(companyId), asignadoId })
        .sort({ Numero: 1, _id: 1 })
        .toArray(),

    answers: (companyId: string, hojaId: Types.ObjectId) =>
      Respuestas.find({ companyId: tenant(companyId), hojaId })
        .sort({ categoria: 1, pregunta: 1, revisorId: 1, slot: 1, _id: 1 })
        .toArray(),

    firmas: (companyId: string, hojaId: Types.ObjectId) =>
      Firmas.find({ companyId: tenant(companyId), hojaId })
        .sort({ Fecha: 1, _id: 1 })
        .toArray(),

    /** Every answer and signature of a space's sheets in two round trips (the zip), instead of two per sheet. */
    answersDeAsignado: (companyId: string, asignadoId: Types.ObjectId) =>
      Respuestas.find({ companyId: tenant(companyId), asignadoId })
        .sort({ hojaId: 1, categoria: 1, pregunta: 1, revisorId: 1, slot: 1, _id: 1 })
        .toArray(),
    firmasDeAsignado: (companyId: string, asignadoId: Types.ObjectId) =>
      Firmas.find({ companyId: tenant(companyId), asignadoId })
        .sort({ Fecha: 1, _id: 1 })
        .toArray(),

    checklistsDeTipo: (companyId: string, projectId: Types.ObjectId, tipo: TipoChecklistOT) =>
      Checklists.find({ companyId: tenant(companyId), projectId, Tipo: tipo })
        .sort({ nombreKey: 1, _id: 1 })
        .toArray(),

    /** Every sheet of the project's checklists of a type (the Excel joins answers to them in memory: one document per sheet, small). */
    hojasDeTipo: (companyId: string, projectId: Types.ObjectId, tipo: TipoChecklistOT) =>
      Hojas.find({ companyId: tenant(companyId), projectId, Tipo: tipo }, { projection: { Revisores: 0 } }).toArray(),

    firmasDeProyecto: (companyId: string, projectId: Types.ObjectId) =>
      Firmas.find({ companyId: tenant(companyId), projectId }, { projection: { hojaId: 1, revisorId: 1, Firmante: 1, Fecha: 1 } }).toArray(),

    /** The answers of a type in the order of the Excel, through one cursor. */
    answersCursor: (companyId: string, projectId: Types.ObjectId, tipo: TipoChecklistOT) =>
      Respuestas.find({ companyId: tenant(companyId), projectId, Tipo: tipo })
        .sort({ checklistId: 1, asignadoId: 1, hojaId: 1, revisorId: 1, categoria: 1, pregunta: 1, slot: 1, _id: 1 })
        .batchSize(1000),
  };
}

export type InformesRepository = ReturnType<typeof informesRepository>;
