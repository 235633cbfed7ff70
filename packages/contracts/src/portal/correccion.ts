import { correccion as texts } from '@insp/messages';
import { z } from 'zod';

import { type Endpoint, endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';

/**
 * A fix a subcontractor reported through a portal link (issue 20 §2), carried by the item it fixes
 * (a revision observation, a checklist-review answer) as `correccion`. 'Informada' until the director
 * accepts it (the item becomes Resuelta / Resuelto) or returns it with a comment ('Devuelta': the
 * subcontractor may report again). The item's derived state stays the spec's; the console shows the
 * fix beside it ('Corrección informada').
 */
export const correccionEstados = ['Informada', 'Devuelta', 'Aceptada'] as const;
export const CorreccionEstado = z.enum(correccionEstados);
export type CorreccionEstado = z.infer<typeof CorreccionEstado>;

export const CORRECCION_COMENTARIO_MAX = 2000;
/** Most photos a fix may carry; the company's LimiteFotos lowers it. */
export const CORRECCION_FOTOS_MAX = 10;

export const Correccion = z.object({
  estado: CorreccionEstado,
  /** The subcontractor's description of the fix. */
  comentario: z.string(),
  /** Photo ids uploaded through the link (shown by the console's file route, and the portal's). */
  fotos: z.array(ObjectId),
  /** When the fix was reported (ISO). */
  informadaEn: z.string(),
  /** The director's comment when returning it. */
  comentarioRevision: z.string().optional(),
  /** When the director accepted or returned it (ISO). */
  revisadaEn: z.string().optional(),
});
export type Correccion = z.infer<typeof Correccion>;

/** A comment on a fix (the subcontractor's, the director's when returning it): required, trimmed, at most CORRECCION_COMENTARIO_MAX, refused with its screen's texts. */
export const comentarioCorreccion = (required: string, tooLong: (max: number) => string) =>
  z.string({ error: required }).trim().min(1, required).max(CORRECCION_COMENTARIO_MAX, tooLong(CORRECCION_COMENTARIO_MAX));

/** `POST .../correccion/devolver`: why the fix goes back. */
export const DevolverCorreccionBody = z.strictObject({ comentario: comentarioCorreccion(texts.devolucionComentarioRequired, texts.comentarioTooLong) });
export type DevolverCorreccionBody = z.infer<typeof DevolverCorreccionBody>;

/**
 * The director's review of a fix on an item of a module (issue 20 §2), below the item's own route
 * (`<its path>/correccion`, its params, its tags and 'portal'): accept (the item becomes resolved,
 * the fix 'Aceptada') or return it with a comment ('Devuelta'); each answers the item with its
 * message (`updated`). 409 when the item has no fix 'Informada'. `aceptar` is the accept route's
 * summary (how the module names the item's resolved state).
 */
export function correccionEndpoints<Params extends z.ZodType, Updated extends z.ZodType>(item: Endpoint<Params>, updated: Updated, aceptar: string) {
  const base = `${item.path}/correccion`;
  const tags = [...item.tags, 'portal'];
  const { params } = item;
  return {
    aceptar: endpoint({ method: 'POST', path: `${base}/aceptar`, summary: aceptar, tags, params, response: updated }),
    devolver: endpoint({
      method: 'POST',
      path: `${base}/devolver`,
      summary: 'Devuelve la corrección informada al subcontratista con un comentario',
      tags,
      params,
      body: DevolverCorreccionBody,
      response: updated,
    }),
  } as const;
}
