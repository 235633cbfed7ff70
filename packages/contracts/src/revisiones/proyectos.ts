import { revisiones as texts } from '@insp/messages/revisiones';
import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { EstadoRegistro, pageQuery, ProyectoParams, ResponsableAsignado } from './comunes.ts';

/**
 * Revision projects (spec 001 §2 Projects table, §3 Project, §4 states, §5 rules, §9 limits) in the
 * revisiones service, collection Proyectos. Sorted by name (case and accents ignored), then id.
 */

/** §9: page sizes 20, 50, 80, 110, 140, default 80. */
export const PROYECTOS_PAGE_SIZE = 80;
export const PROYECTOS_MAX_PAGE_SIZE = 140;

/** `deleted=true` ('Mostrar Eliminados', managers only) adds the deleted projects to the active ones. */
export const ProyectoListQuery = pageQuery(PROYECTOS_PAGE_SIZE, PROYECTOS_MAX_PAGE_SIZE).extend({ deleted: z.enum(['true', 'false']).default('false') });
export type ProyectoListQuery = z.infer<typeof ProyectoListQuery>;

export const ProyectoItem = z.object({
  id: ObjectId,
  NombreProyecto: z.string(),
  /** Number of revisions of the project. */
  Carpetas: z.number().int(),
  Responsable: ResponsableAsignado.nullable(),
  /** Ids of the company users who see the project ('Asignar responsables'). */
  Responsables: z.array(ObjectId),
  /** ISO date; shown dd/MM/yyyy HH:mm:ss. */
  FechaCreacion: z.string(),
  DiasPorVencer: z.number().int(),
  DiasVencidos: z.number().int(),
  Estado: EstadoRegistro,
  FechaEliminacion: z.string().nullable(),
  EliminadoPor: z.object({ id: ObjectId, Nombre: z.string() }).nullable(),
  AlertaEliminacion: z.boolean(),
  DiasEliminacion: z.number().int().nullable(),
  /** Whole days left of a deleted project's grace (the countdown); null while active. */
  DiasRestantes: z.number().int().nullable(),
});
export type ProyectoItem = z.infer<typeof ProyectoItem>;

/** The used/limit bar: used = the company's active revision projects, limit = LimiteRevisiones. */
export const Cupo = z.object({ used: z.number().int(), limit: z.number().int() });
export type Cupo = z.infer<typeof Cupo>;

export const ProyectoPage = pageOf(ProyectoItem).extend({ cupo: Cupo });
export type ProyectoPage = z.infer<typeof ProyectoPage>;

/** A day field; null (an emptied field of the dialog) is refused with the dialog's required text. */
const dias = (requerido: string) =>
  z
    .number({ error: (issue) => (issue.input === null || issue.input === undefined ? requerido : texts.proyectos.validation.diasEntero) })
    .int(texts.proyectos.validation.diasEntero)
    .min(0, texts.proyectos.validation.diasMinimo)
    .max(3650, texts.proyectos.validation.diasEntero);

const nombre = (required: string) => z.string({ error: required }).trim().min(1, required).max(200, required);

/**
 * 'Nuevo Proyecto' (§5): the name is trimmed; day fields absent take 10 and 20 (the dialog starts
 * with them), null (emptied in the dialog) is refused: 'Este dato es importante.'.
 */
export const ProyectoCreateBody = z.strictObject({
  NombreProyecto: nombre(texts.proyectos.validation.nombreRequeridoNuevo),
  DiasPorVencer: dias(texts.proyectos.validation.diasRequeridoNuevo).default(10),
  DiasVencidos: dias(texts.proyectos.validation.diasRequeridoNuevo).default(20),
  /** Optional 'Elige al responsable' at creation: a user of the company with the Revisiones flag. */
  ResponsableId: ObjectId.optional(),
});
export type ProyectoCreateBody = z.input<typeof ProyectoCreateBody>;

/**
 * Edit (§5): day fields are only updated when they are numbers: absent leaves them; null (emptied in
 * the dialog) is refused with 'Requerido' instead of being silently ignored (issue 16 §5).
 */
export const ProyectoUpdateBody = z.strictObject({
  NombreProyecto: nombre(texts.proyectos.validation.nombreRequeridoEditar),
  DiasPorVencer: dias(texts.proyectos.validation.diasRequeridoEditar).optional(),
  DiasVencidos: dias(texts.proyectos.validation.diasRequeridoEditar).optional(),
});
export type ProyectoUpdateBody = z.input<typeof ProyectoUpdateBody>;

/** 'Elige al responsable'. */
export const ProyectoResponsableBody = z.strictObject({ userId: ObjectId });
export type ProyectoResponsableBody = z.infer<typeof ProyectoResponsableBody>;

/** 'Asignar responsables': the whole list, users with the Revisiones flag only. */
export const ProyectoResponsablesBody = z.strictObject({ Responsables: z.array(ObjectId).max(500) });
export type ProyectoResponsablesBody = z.infer<typeof ProyectoResponsablesBody>;

/** A user the dialogs offer (users of the company with the Revisiones flag). */
export const UsuarioRevisiones = z.object({ id: ObjectId, NombreCompleto: z.string(), Cargo: z.string(), Email: z.string().nullable() });
export type UsuarioRevisiones = z.infer<typeof UsuarioRevisiones>;
export const UsuariosRevisiones = z.object({ items: z.array(UsuarioRevisiones) });
export type UsuariosRevisiones = z.infer<typeof UsuariosRevisiones>;

const tags = ['proyectos'];

export const proyectosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects',
    summary: 'Proyectos de revisión (por nombre; cupo usado/límite)',
    tags,
    params: CompanyParams,
    query: ProyectoListQuery,
    response: ProyectoPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects',
    summary: 'Nuevo Proyecto',
    tags,
    params: CompanyParams,
    body: ProyectoCreateBody,
    status: 201,
    response: ProyectoItem,
  }),
  get: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects/:projectId',
    summary: 'Un proyecto',
    tags,
    params: ProyectoParams,
    response: ProyectoItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId',
    summary: 'Editar proyecto',
    tags,
    params: ProyectoParams,
    body: ProyectoUpdateBody,
    response: ProyectoItem,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/projects/:projectId',
    summary: 'Eliminar proyecto (se borra definitivamente tras 5 días)',
    tags,
    params: ProyectoParams,
    response: ProyectoItem,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/companies/:companyId/projects/:projectId/restaurar',
    summary: 'Restaurar proyecto eliminado',
    tags,
    params: ProyectoParams,
    response: ProyectoItem,
  }),
  setResponsable: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId/responsable',
    summary: 'Elige al responsable',
    tags,
    params: ProyectoParams,
    body: ProyectoResponsableBody,
    response: ProyectoItem,
  }),
  setResponsables: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/projects/:projectId/responsables',
    summary: 'Asignar responsables',
    tags,
    params: ProyectoParams,
    body: ProyectoResponsablesBody,
    response: ProyectoItem,
  }),
  usuarios: endpoint({
    method: 'GET',
    path: '/companies/:companyId/usuarios-revisiones',
    summary: 'Usuarios con el módulo Revisiones (responsables posibles)',
    tags,
    params: CompanyParams,
    response: UsuariosRevisiones,
  }),
} as const;
