import type { Correccion } from '@insp/contracts';
import { portal as texts } from '@insp/messages';
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
