import { correccion as texts } from '@insp/messages';
import { z } from 'zod';

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

/** `POST .../correccion/devolver`: why the fix goes back. */
export const DevolverCorreccionBody = z.strictObject({
  comentario: z
    .string({ error: texts.devolucionComentarioRequired })
    .trim()
    .min(1, texts.devolucionComentarioRequired)
    .max(CORRECCION_COMENTARIO_MAX, texts.comentarioTooLong(CORRECCION_COMENTARIO_MAX)),
});
export type DevolverCorreccionBody = z.infer<typeof DevolverCorreccionBody>;
