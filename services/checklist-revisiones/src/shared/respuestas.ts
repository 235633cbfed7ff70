import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import type { CorreccionDoc } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { Types } from 'mongoose';
import { type Connection, type mongo } from 'mongoose';

import { collections } from './collections.ts';
import type { BajoListado } from './hierarchy.ts';

/*
 * The stored shape of an answer (collection `RespuestasErrorestipos`, owned by features/respuestas)
 * and the one way to query it with the summary's filters, shared by the feature, the statistics and
 * the report code (which may not import a feature).
 */

export interface Autor {
  id: string;
  name: string;
}

/** One document per answer (spec 001 §3 Answer). */
export interface RespuestaDoc extends BajoListado {
  recintoId: Types.ObjectId;
  subcontratoId: Types.ObjectId;
  errorTipoId: Types.ObjectId;
  /** The capturing device's request id (idempotency lives in the capture log; kept for tracing). */
  clientId: string;
  /** Sequence per listado (unique with companyId + listadoId): the summary's Orden. */
  Order: number;
  /** The photo (a file of the service); null without one. */
  Imagen: Types.ObjectId | null;
  Comentario: string;
  /** 'Por Resolver' | 'Resuelto' | 'Criterios Propietario'; null when none was chosen. */
  Estado: checklistRevisiones.RespuestaEstado | null;
  FechaCreacion: Date;
  /** Set when it became 'Resuelto'. */
  FechaResuelta: Date | null;
  /** The spec's EditReponsible: who edited it last. */
  EditReponsible: Autor | null;
  /** Edits so far; absent before the first (0). */
  Version?: number;
  /** A fix reported through the contractor portal (issue 20 §2); absent or null without one. */
  correccion?: CorreccionDoc | null;
  createdBy: Autor;
  /** Denormalised for the summary and reports (renames go through renameEnRespuestas). */
  NombreRevision: string;
  NombreListado: string;
  NombreRecinto: string;
  NombreSubcontrato: string;
  NombreErrorTipo: string;
}

export const RESPUESTA_ENTITY = 'Respuesta';

export function respuestasCollection(db: Connection) {
  return db.collection<RespuestaDoc>(collections.respuestas);
}

/** The summary's filters; desde/hasta apply only when both are given. */
export interface RespuestaFilters {
  revisionId?: string | undefined;
  listadoId?: string | undefined;
  recinto?: string | undefined;
  subcontrato?: string | undefined;
  errorTipo?: string | undefined;
  estado?: checklistRevisiones.RespuestaEstado | undefined;
  desde?: Date | undefined;
  hasta?: Date | undefined;
}

/** The database filter of a project's answers with the summary's filters (tenant first), deleted listados left out. */
export function respuestasFilter(
  companyId: string,
  projectId: Types.ObjectId,
  filters: RespuestaFilters,
  excludeListados: Types.ObjectId[],
): mongo.Filter<RespuestaDoc> {
  const filter: mongo.Filter<RespuestaDoc> = { companyId: oid(companyId), projectId };
  if (filters.revisionId) filter.revisionId = oid(filters.revisionId);
  if (filters.listadoId) filter.listadoId = oid(filters.listadoId);
  else if (excludeListados.length > 0) filter.listadoId = { $nin: excludeListados };
  if (filters.recinto) filter.NombreRecinto = filters.recinto;
  if (filters.subcontrato) filter.NombreSubcontrato = filters.subcontrato;
  if (filters.errorTipo) filter.NombreErrorTipo = filters.errorTipo;
  if (filters.estado) filter.Estado = filters.estado;
  if (filters.desde && filters.hasta) filter.FechaCreacion = { $gte: filters.desde, $lte: filters.hasta };
  return filter;
}

/** The summary's order (newest first) and the reports' orders. */
export type RespuestaOrder = 'recientes' | 'listado';
const sorts: Record<RespuestaOrder, Record<string, 1 | -1>> = {
  recientes: { FechaCreacion: -1, _id: -1 },
  listado: { NombreRecinto: 1, NombreSubcontrato: 1, NombreErrorTipo: 1, Order: 1, _id: 1 },
};

/** Every matching answer in order through one cursor (reports: memory stays flat). */
export async function* streamRespuestas(
  db: Connection,
  filter: mongo.Filter<RespuestaDoc>,
  order: RespuestaOrder = 'recientes',
): AsyncGenerator<RespuestaDoc, void, undefined> {
  const cursor = respuestasCollection(db).find(filter).sort(sorts[order]).batchSize(500);
  try {
    for await (const doc of cursor) yield doc;
  } finally {
    await cursor.close();
  }
}
