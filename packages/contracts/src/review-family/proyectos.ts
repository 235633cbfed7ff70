import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { endpoint } from '../endpoint.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { EstadoRegistro, nombreRequerido, pageQuery, ProyectoParams, ResponsableAsignado } from './comunes.ts';

/**
 * The projects of a review module (spec 001 §2 Projects table, §3 Project, §4 states, §5 rules, §9
 * limits): what revision projects and checklist-review projects share. Each module's
 * `proyectos.ts` instantiates it with its own columns, dialog fields, texts and user list. Sorted by
 * name (case and accents ignored), then id.
 */

/** §9: page sizes 20, 50, 80, 110, 140, default 80. */
export const PROYECTOS_PAGE_SIZE = 80;
export const PROYECTOS_MAX_PAGE_SIZE = 140;

/** `deleted=true` ('Mostrar Eliminados', managers only) adds the deleted projects to the active ones. */
export const ProyectoListQuery = pageQuery(PROYECTOS_PAGE_SIZE, PROYECTOS_MAX_PAGE_SIZE).extend({ deleted: z.enum(['true', 'false']).default('false') });
export type ProyectoListQuery = z.infer<typeof ProyectoListQuery>;

/** The used/limit bar: used = the company's active projects of the module, limit = the module's limit. */
export const Cupo = z.object({ used: z.number().int(), limit: z.number().int() });
export type Cupo = z.infer<typeof Cupo>;

/** 'Elige al responsable'. */
export const ProyectoResponsableBody = z.strictObject({ userId: ObjectId });
export type ProyectoResponsableBody = z.infer<typeof ProyectoResponsableBody>;

/** 'Asignar responsables': the whole list, users with the module's flag only. */
export const ProyectoResponsablesBody = z.strictObject({ Responsables: z.array(ObjectId).max(500) });
export type ProyectoResponsablesBody = z.infer<typeof ProyectoResponsablesBody>;

/** A user the dialogs offer (users of the company with the module's flag). */
const Usuario = z.object({ id: ObjectId, NombreCompleto: z.string(), Cargo: z.string(), Email: z.string().nullable() });

export interface ProyectosFamilyOptions<
  Columnas extends z.ZodRawShape,
  Dias extends z.ZodRawShape,
  DiasNuevo extends z.ZodRawShape,
  DiasEditar extends z.ZodRawShape,
> {
  /** The module's columns after Carpetas (checklist: resolved of total). */
  columnas: Columnas;
  /** The module's fields after FechaCreacion (revisiones: the day fields). */
  dias: Dias;
  /** 'Nuevo Proyecto' and edit: the name's required text, and the fields each dialog adds after the name. */
  nuevo: { nombreRequerido: string; campos: DiasNuevo };
  editar: { nombreRequerido: string; campos: DiasEditar };
  summaries: { list: string; restore: string; usuarios: string };
  /** Path of the users the dialogs offer. */
  usuariosPath: string;
}

export function proyectosFamily<Columnas extends z.ZodRawShape, Dias extends z.ZodRawShape, DiasNuevo extends z.ZodRawShape, DiasEditar extends z.ZodRawShape>(
  options: ProyectosFamilyOptions<Columnas, Dias, DiasNuevo, DiasEditar>,
) {
  const ProyectoItem = z.object({
    id: ObjectId,
    NombreProyecto: z.string(),
    /** Number of revisions of the project. */
    Carpetas: z.number().int(),
    ...options.columnas,
    Responsable: ResponsableAsignado.nullable(),
    /** Ids of the company users who see the project ('Asignar responsables'). */
    Responsables: z.array(ObjectId),
    /** ISO date; shown dd/MM/yyyy HH:mm:ss. */
    FechaCreacion: z.string(),
    ...options.dias,
    Estado: EstadoRegistro,
    FechaEliminacion: z.string().nullable(),
    EliminadoPor: z.object({ id: ObjectId, Nombre: z.string() }).nullable(),
    AlertaEliminacion: z.boolean(),
    DiasEliminacion: z.number().int().nullable(),
    /** Whole days left of a deleted project's grace (the countdown); null while active. */
    DiasRestantes: z.number().int().nullable(),
  });
  const ProyectoPage = pageOf(ProyectoItem).extend({ cupo: Cupo });

  /** 'Nuevo Proyecto' (§5): the name trimmed; optional 'Elige al responsable' (a user of the company with the module's flag). */
  const ProyectoCreateBody = z.strictObject({
    NombreProyecto: nombreRequerido(options.nuevo.nombreRequerido),
    ...options.nuevo.campos,
    ResponsableId: ObjectId.optional(),
  });
  const ProyectoUpdateBody = z.strictObject({ NombreProyecto: nombreRequerido(options.editar.nombreRequerido), ...options.editar.campos });
  const Usuarios = z.object({ items: z.array(Usuario) });

  const tags = ['proyectos'];
  const proyectosEndpoints = {
    list: endpoint({
      method: 'GET',
      path: '/companies/:companyId/projects',
      summary: options.summaries.list,
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
      summary: options.summaries.restore,
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
    usuarios: endpoint({ method: 'GET', path: options.usuariosPath, summary: options.summaries.usuarios, tags, params: CompanyParams, response: Usuarios }),
  } as const;

  return { ProyectoItem, ProyectoPage, ProyectoCreateBody, ProyectoUpdateBody, Usuario, Usuarios, proyectosEndpoints };
}
