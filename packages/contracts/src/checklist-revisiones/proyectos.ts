import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { Avance, EstadoRegistro, pageQuery, ProyectoParams, ResponsableAsignado } from './comunes.ts';

/**
 * Checklist-review projects (spec 001 §2 Projects table, §3, §4, §5; collection ProyectosChecklist):
 * as revision projects but with the resolved-of-total column and no day fields; quota from the
 * company's CheckList {LimiteCheckList, CheckListUsados}. Sorted by name (case and accents ignored), then id.
 */

export const PROYECTOS_PAGE_SIZE = 80;
export const PROYECTOS_MAX_PAGE_SIZE = 140;

/** `deleted=true` ('Mostrar Eliminados', managers only) adds the deleted projects to the active ones. */
export const ProyectoListQuery = pageQuery(PROYECTOS_PAGE_SIZE, PROYECTOS_MAX_PAGE_SIZE).extend({ deleted: z.enum(['true', 'false']).default('false') });
export type ProyectoListQuery = z.infer<typeof ProyectoListQuery>;

export const ProyectoItem = z.object({
  id: ObjectId,
  NombreProyecto: z.string(),
  /** Number of revisions. */
  Carpetas: z.number().int(),
  /** Resolved-of-total column: answers 'Resuelto' / all answers of the project (live listados). */
  ...Avance,
  Responsable: ResponsableAsignado.nullable(),
  Responsables: z.array(ObjectId),
  FechaCreacion: z.string(),
  Estado: EstadoRegistro,
  FechaEliminacion: z.string().nullable(),
  EliminadoPor: z.object({ id: ObjectId, Nombre: z.string() }).nullable(),
  AlertaEliminacion: z.boolean(),
  DiasEliminacion: z.number().int().nullable(),
  DiasRestantes: z.number().int().nullable(),
});
export type ProyectoItem = z.infer<typeof ProyectoItem>;

/** The used/limit bar: used = active checklist projects, limit = CheckList.LimiteCheckList. */
export const Cupo = z.object({ used: z.number().int(), limit: z.number().int() });
export type Cupo = z.infer<typeof Cupo>;

export const ProyectoPage = pageOf(ProyectoItem).extend({ cupo: Cupo });
export type ProyectoPage = z.infer<typeof ProyectoPage>;

const nombre = (required: string) => z.string({ error: required }).trim().min(1, required).max(200, required);

/** 'Nuevo Proyecto': the name trimmed; no day fields for checklist projects (§5). */
export const ProyectoCreateBody = z.strictObject({
  NombreProyecto: nombre(texts.proyectos.validation.nombreRequeridoNuevo),
  ResponsableId: ObjectId.optional(),
});
export type ProyectoCreateBody = z.input<typeof ProyectoCreateBody>;

export const ProyectoUpdateBody = z.strictObject({ NombreProyecto: nombre(texts.proyectos.validation.nombreRequeridoEditar) });
export type ProyectoUpdateBody = z.input<typeof ProyectoUpdateBody>;

export const ProyectoResponsableBody = z.strictObject({ userId: ObjectId });
export type ProyectoResponsableBody = z.infer<typeof ProyectoResponsableBody>;

export const ProyectoResponsablesBody = z.strictObject({ Responsables: z.array(ObjectId).max(500) });
export type ProyectoResponsablesBody = z.infer<typeof ProyectoResponsablesBody>;

/** A user the dialogs offer: users of the company with the Checklist module. */
export const UsuarioChecklist = z.object({ id: ObjectId, NombreCompleto: z.string(), Cargo: z.string(), Email: z.string().nullable() });
export type UsuarioChecklist = z.infer<typeof UsuarioChecklist>;
export const UsuariosChecklist = z.object({ items: z.array(UsuarioChecklist) });
export type UsuariosChecklist = z.infer<typeof UsuariosChecklist>;

const tags = ['proyectos'];

export const proyectosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/projects',
    summary: 'Proyectos checklist (por nombre; resueltas de total; cupo usado/límite)',
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
    summary: 'Restaurar proyecto eliminado (dentro del cupo)',
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
    path: '/companies/:companyId/usuarios-checklist',
    summary: 'Usuarios con el módulo Checklist (responsables posibles)',
    tags,
    params: CompanyParams,
    response: UsuariosChecklist,
  }),
} as const;
