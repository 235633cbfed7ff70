import { revisiones as texts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { proyectosFamily } from '../review-family/proyectos.ts';

/**
 * Revision projects (spec 001 §2 Projects table, §3 Project, §4 states, §5 rules, §9 limits) in the
 * revisiones service, collection Proyectos: the review family's projects (../review-family/proyectos.ts)
 * with the day fields; the quota is LimiteRevisiones.
 */
export * from '../review-family/proyectos-comunes.ts';
/** The users the dialogs offer (users of the company with the Revisiones flag). */
export { Usuario as UsuarioRevisiones, Usuarios as UsuariosRevisiones } from '../review-family/proyectos.ts';
export type ProyectoItem = z.infer<typeof ProyectoItem>;
export type ProyectoPage = z.infer<typeof ProyectoPage>;
export type ProyectoCreateBody = z.input<typeof ProyectoCreateBody>;
export type ProyectoUpdateBody = z.input<typeof ProyectoUpdateBody>;

const v = texts.proyectos.validation;

/** A day field; null (an emptied field of the dialog) is refused with the dialog's required text. */
const dias = (requerido: string) =>
  z
    .number({ error: (issue) => (issue.input === null || issue.input === undefined ? requerido : v.diasEntero) })
    .int(v.diasEntero)
    .min(0, v.diasMinimo)
    .max(3650, v.diasEntero);

export const { ProyectoItem, ProyectoPage, ProyectoCreateBody, ProyectoUpdateBody, proyectosEndpoints } = proyectosFamily({
  columnas: {},
  dias: { DiasPorVencer: z.number().int(), DiasVencidos: z.number().int() },
  /**
   * 'Nuevo Proyecto' (§5): day fields absent take 10 and 20 (the dialog starts with them), null
   * (emptied in the dialog) is refused: 'Este dato es importante.'.
   */
  nuevo: {
    nombreRequerido: v.nombreRequeridoNuevo,
    campos: { DiasPorVencer: dias(v.diasRequeridoNuevo).default(10), DiasVencidos: dias(v.diasRequeridoNuevo).default(20) },
  },
  /**
   * Edit (§5): day fields are only updated when they are numbers: absent leaves them; null (emptied in
   * the dialog) is refused with 'Requerido' instead of being silently ignored (issue 16 §5).
   */
  editar: {
    nombreRequerido: v.nombreRequeridoEditar,
    campos: { DiasPorVencer: dias(v.diasRequeridoEditar).optional(), DiasVencidos: dias(v.diasRequeridoEditar).optional() },
  },
  summaries: { list: 'Proyectos de revisión (por nombre; cupo usado/límite)', restore: 'Restaurar proyecto eliminado' },
  usuarios: { path: '/companies/:companyId/usuarios-revisiones', modulo: 'Revisiones' },
});
