import type { Correccion } from '@insp/contracts';
import { portal as texts } from '@insp/messages/portal';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import type { FieldChange } from '../context.ts';
import type { CorreccionDoc } from './model.ts';

/*
 * The rules of a fix reported through the portal (issue 20 §2), the same for every module's items:
 * a subcontractor reports one while none is waiting ('Informada'); the director accepts it (the item
 * is resolved) or returns it with a comment ('Devuelta': the subcontractor may report again).
 */

/** The answer's form of a stored fix; null without one. */
export function toCorreccion(doc: CorreccionDoc | null | undefined): Correccion | null {
  if (!doc) return null;
  return {
    estado: doc.estado,
    comentario: doc.comentario,
    fotos: doc.fotos.map((id) => id.toHexString()),
    informadaEn: doc.informadaEn.toISOString(),
    ...(doc.comentarioRevision !== undefined ? { comentarioRevision: doc.comentarioRevision } : {}),
    ...(doc.revisadaEn ? { revisadaEn: doc.revisadaEn.toISOString() } : {}),
  };
}

/** A new fix; 409 while an earlier one waits for the director. */
export function informarCorreccion(
  previous: CorreccionDoc | null | undefined,
  input: { comentario: string; fotos: string[]; enlaceId: string },
  now: Date,
): CorreccionDoc {
  if (previous?.estado === 'Informada') throw new HttpError(409, texts.correccionYaInformada);
  return {
    estado: 'Informada',
    comentario: input.comentario,
    fotos: input.fotos.map((id) => new Types.ObjectId(id)),
    informadaEn: now,
    enlaceId: input.enlaceId,
  };
}

/** The fix accepted; 409 when none waits. */
export function aceptarCorreccion(current: CorreccionDoc | null | undefined, now: Date): CorreccionDoc {
  if (current?.estado !== 'Informada') throw new HttpError(409, texts.sinCorreccion);
  return { ...current, estado: 'Aceptada', revisadaEn: now };
}

/** The fix returned with the director's comment; 409 when none waits. */
export function devolverCorreccion(current: CorreccionDoc | null | undefined, comentario: string, now: Date): CorreccionDoc {
  if (current?.estado !== 'Informada') throw new HttpError(409, texts.sinCorreccion);
  return { ...current, estado: 'Devuelta', comentarioRevision: comentario, revisadaEn: now };
}

/** A fix as the history records it (and the webhooks read it: `correccion` whose new `estado` is 'Informada'). */
const historyOf = (doc: CorreccionDoc | null | undefined) =>
  doc
    ? {
        estado: doc.estado,
        comentario: doc.comentario,
        fotos: doc.fotos.map((id) => id.toHexString()),
        ...(doc.comentarioRevision !== undefined ? { comentarioRevision: doc.comentarioRevision } : {}),
      }
    : null;

/** What the item's 'Historial' records of a step of its fix: the field `correccion`, before and after. */
export function correccionChanges(before: CorreccionDoc | null | undefined, after: CorreccionDoc): Record<string, FieldChange> {
  return { correccion: { old: historyOf(before), new: historyOf(after) } };
}

/** The event actions of a fix's steps in the item's history. */
export const correccionActions = { Informada: 'correccion-informada', Aceptada: 'correccion-aceptada', Devuelta: 'correccion-devuelta' } as const;

/** The director's decision on a fix: accept it, or return it with a comment. */
export type RevisionCorreccion = { aceptar: true } | { devolver: string };

/**
 * A step of the director's review (409 when no fix waits): the fix after it, the event action and
 * changes for the item's history, and the Spanish answer. Accepting also resolves the item (each
 * module sets its own resolved state).
 */
export function revisarCorreccion(current: CorreccionDoc | null | undefined, decision: RevisionCorreccion, now: Date) {
  const correccion = 'aceptar' in decision ? aceptarCorreccion(current, now) : devolverCorreccion(current, decision.devolver, now);
  return {
    correccion,
    aceptada: correccion.estado === 'Aceptada',
    action: correccionActions[correccion.estado],
    changes: correccionChanges(current, correccion),
    message: correccion.estado === 'Aceptada' ? texts.correccionAceptada : texts.correccionDevuelta,
  };
}
