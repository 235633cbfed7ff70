/**
 * The texts of a fix reported through the contractor portal that the console's observations and answers
 * show (issue 20 §2): in the root entry, which the item schemas use, while the rest of the portal's texts
 * stay in '@insp/messages/portal'.
 */
export const correccion = {
  devolucionComentarioRequired: 'Indica por qué se devuelve la corrección.',
  comentarioTooLong: (max: number) => `El comentario no puede superar ${max} caracteres.`,
  correccionEstados: { Informada: 'Corrección informada', Devuelta: 'Corrección devuelta', Aceptada: 'Corrección aceptada' },
} as const;
