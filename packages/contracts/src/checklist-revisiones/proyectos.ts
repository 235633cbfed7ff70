import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import type { z } from 'zod';

import { proyectosFamily } from '../review-family/proyectos.ts';
import { Avance } from './comunes.ts';

/**
 * Checklist-review projects (spec 001 §2 Projects table, §3, §4, §5; collection ProyectosChecklist):
 * the review family's projects (../review-family/proyectos.ts) with the resolved-of-total column and
 * no day fields; quota from the company's CheckList {LimiteCheckList, CheckListUsados}.
 */
export * from '../review-family/proyectos-comunes.ts';
/** The users the dialogs offer (users of the company with the Checklist flag). */
export { Usuario as UsuarioChecklist, Usuarios as UsuariosChecklist } from '../review-family/proyectos.ts';
export type ProyectoItem = z.infer<typeof ProyectoItem>;
export type ProyectoPage = z.infer<typeof ProyectoPage>;
export type ProyectoCreateBody = z.input<typeof ProyectoCreateBody>;
export type ProyectoUpdateBody = z.input<typeof ProyectoUpdateBody>;

export const { ProyectoItem, ProyectoPage, ProyectoCreateBody, ProyectoUpdateBody, proyectosEndpoints } = proyectosFamily({
  /** Resolved-of-total column: answers 'Resuelto' / all answers of the project (live listados). */
  columnas: Avance,
  dias: {},
  /** 'Nuevo Proyecto': the name trimmed; no day fields for checklist projects (§5). */
  nuevo: { nombreRequerido: texts.proyectos.validation.nombreRequeridoNuevo, campos: {} },
  editar: { nombreRequerido: texts.proyectos.validation.nombreRequeridoEditar, campos: {} },
  summaries: { list: 'Proyectos checklist (por nombre; resueltas de total; cupo usado/límite)', restore: 'Restaurar proyecto eliminado (dentro del cupo)' },
  usuarios: { path: '/companies/:companyId/usuarios-checklist', modulo: 'Checklist' },
});
