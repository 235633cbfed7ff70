import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { ObjectId } from '../identity.ts';
import { withMessageAs } from '../message.ts';
import { familiaColecciones, ListadoParams } from '../review-family/comunes.ts';

/*
 * The project → revision → listado hierarchy is the review family's (../review-family/comunes.ts:
 * ProyectoParams, RevisionParams, ListadoParams, ResponsableAsignado, EstadoRegistro, pageQuery);
 * below a listado the checklist family adds rooms, subcontracts, error types and answers.
 */
export { EstadoRegistro, ListadoParams, pageQuery, ProyectoParams, ResponsableAsignado, responsableId, RevisionParams } from '../review-family/comunes.ts';

export const RecintoParams = ListadoParams.extend({ recintoId: ObjectId });
export type RecintoParams = z.infer<typeof RecintoParams>;
export const SubcontratoParams = RecintoParams.extend({ subcontratoId: ObjectId });
export type SubcontratoParams = z.infer<typeof SubcontratoParams>;
export const ErrorTipoParams = SubcontratoParams.extend({ errorTipoId: ObjectId });
export type ErrorTipoParams = z.infer<typeof ErrorTipoParams>;
export const RespuestaParams = ErrorTipoParams.extend({ respuestaId: ObjectId });
export type RespuestaParams = z.infer<typeof RespuestaParams>;

/** The collections of the checklist catalogue below a listado: each one's path, its params and its records'. */
const recintos = `${familiaColecciones.listados.base}/:listadoId/recintos`;
const subcontratos = `${recintos}/:recintoId/subcontratos`;
export const catalogoColecciones = {
  recintos: { base: recintos, params: ListadoParams, item: { segment: ':recintoId', params: RecintoParams } },
  subcontratos: { base: subcontratos, params: RecintoParams, item: { segment: ':subcontratoId', params: SubcontratoParams } },
  erroresTipo: { base: `${subcontratos}/:subcontratoId/errores-tipo`, params: SubcontratoParams, item: { segment: ':errorTipoId', params: ErrorTipoParams } },
};

/** Where an answer lives below its project: its revision, listado, room, subcontract and error type (ids). */
export const ubicacionRespuesta = { revisionId: ObjectId, listadoId: ObjectId, recintoId: ObjectId, subcontratoId: ObjectId, errorTipoId: ObjectId };

/** Stored answer states (§3 Answer Estado); shown with checklistRevisiones.respuestas.estadoLabel. */
export const respuestaEstados = ['Por Resolver', 'Resuelto', 'Criterios Propietario'] as const;
export const RespuestaEstado = z.enum(respuestaEstados, { error: texts.respuestas.errors.estadoInvalido });
export type RespuestaEstado = z.infer<typeof RespuestaEstado>;

/**
 * The 'x de y' counters of every level (projects, revisions, listados, rooms, subcontracts, error
 * types), counted from the answers at read time: Resueltas = answers with Estado 'Resuelto',
 * TotalRespuestas = every answer below.
 */
export const Avance = { Resueltas: z.number().int().nonnegative(), TotalRespuestas: z.number().int().nonnegative() };

/** A write that the screen confirms with a snackbar: the Spanish message and the record. */
export const withMessage = <T extends z.ZodType>(item: T) => withMessageAs('item', item);

export const Deleted = z.object({ message: z.string(), id: ObjectId });
export type Deleted = z.infer<typeof Deleted>;
