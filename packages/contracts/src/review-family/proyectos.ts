import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { CompanyParams } from '../companies.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { EstadoRegistro, familiaColecciones, nombreRequerido, ProyectoParams, ResponsableAsignado } from './comunes.ts';
import { Cupo, ProyectoListQuery, ProyectoResponsableBody, ProyectoResponsablesBody } from './proyectos-comunes.ts';

/**
 * The projects of a review module (spec 001 §2 Projects table, §3 Project, §4 states, §5 rules, §9
 * limits): what revision projects and checklist-review projects share. Each module's
 * `proyectos.ts` instantiates it with its own columns, dialog fields, texts and user list. Sorted by
 * name (case and accents ignored), then id.
 */

/** A user the dialogs offer (users of the company with the module's flag), and the list of them. */
export const Usuario = z.object({ id: ObjectId, NombreCompleto: z.string(), Cargo: z.string(), Email: z.string().nullable() });
export type Usuario = z.infer<typeof Usuario>;
export const Usuarios = z.object({ items: z.array(Usuario) });
export type Usuarios = z.infer<typeof Usuarios>;

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
  summaries: { list: string; restore: string };
  /** The users the dialogs offer: their path, and the module's name in its summary. */
  usuarios: { path: string; modulo: string };
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

  const routes = collectionRoutes({ tags: ['proyectos'], ...familiaColecciones.proyectos });
  /** A change of one project (a path below it), answered with the project. */
  const cambio = <Body extends z.ZodType | undefined = undefined>(method: 'POST' | 'PUT', below: string, summary: string, body?: Body) =>
    routes.route<typeof ProyectoParams, typeof ProyectoItem, undefined, Body>({
      method,
      path: routes.itemPath(below),
      summary,
      params: ProyectoParams,
      ...(body ? { body } : {}),
      response: ProyectoItem,
    });
  const proyectosEndpoints = {
    list: routes.list(options.summaries.list, { query: ProyectoListQuery, response: ProyectoPage }),
    create: routes.create('Nuevo Proyecto', { body: ProyectoCreateBody, response: ProyectoItem }),
    get: routes.get('Un proyecto', ProyectoItem),
    update: routes.update('Editar proyecto', { body: ProyectoUpdateBody, response: ProyectoItem }),
    remove: routes.remove('Eliminar proyecto (se borra definitivamente tras 5 días)', ProyectoItem),
    restore: cambio('POST', 'restaurar', options.summaries.restore),
    setResponsable: cambio('PUT', 'responsable', 'Elige al responsable', ProyectoResponsableBody),
    setResponsables: cambio('PUT', 'responsables', 'Asignar responsables', ProyectoResponsablesBody),
    usuarios: routes.route({
      method: 'GET',
      path: options.usuarios.path,
      summary: `Usuarios con el módulo ${options.usuarios.modulo} (responsables posibles)`,
      params: CompanyParams,
      response: Usuarios,
    }),
  } as const;

  return { ProyectoItem, ProyectoPage, ProyectoCreateBody, ProyectoUpdateBody, proyectosEndpoints };
}
