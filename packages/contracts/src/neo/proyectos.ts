import { espaciosPorDefectoOT, neo } from '@insp/messages/neo';
import { z } from 'zod';

import { collectionRoutes } from '../collection.ts';
import { CompanyParams } from '../companies.ts';
import { ObjectId } from '../identity.ts';
import { pageOf } from '../page.ts';
import { neoColecciones, NeoProyectoParams, ResponsableOT, TipoProyectoOT, UsuarioOT } from './comunes.ts';

/**
 * NEO projects (spec 002 §2 projects list, §3 ProyectosOT, §4 lifecycle, §5 form, §6 roles), collection
 * ProyectosOT of the neo service. Sorted by name (case and accents ignored), then id. Deleted projects
 * (Eliminado) are read-only and never come back; they are listed only with `deleted=true`.
 */
const texts = neo.proyectos;

export const NEO_PROYECTOS_PAGE_SIZE = 10;
export const NEO_PROYECTOS_MAX_PAGE_SIZE = 100;

/**
 * `search`: part of the name (case and accents ignored); `responsable`: a user id; `deleted=true`:
 * the deleted view (only deleted projects, managers only). A UsuarioEmpresa sees only their projects.
 */
export const NeoProyectoListQuery = z.strictObject({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(NEO_PROYECTOS_MAX_PAGE_SIZE).default(NEO_PROYECTOS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
  responsable: ObjectId.optional(),
  deleted: z.enum(['true', 'false']).default('false'),
});
export type NeoProyectoListQuery = z.infer<typeof NeoProyectoListQuery>;

export const NeoProyecto = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Tipo: TipoProyectoOT,
  Responsable: ResponsableOT.nullable(),
  /** Ids of the company users who see the project (the responsible). */
  Responsables: z.array(ObjectId),
  /** Space type → how many were generated ('{type} {n}', §4). */
  Espacios: z.record(z.string(), z.number().int()),
  /** ISO date; shown dd/MM/yyyy HH:mm. */
  FechaCreacion: z.string(),
  ProyectoIniciado: z.boolean(),
  ProyectoFinalizado: z.boolean(),
  Eliminado: z.boolean(),
  FechaEliminacion: z.string().nullable(),
  /** Counted: spaces of the project and checklists assigned. */
  TotalEspacios: z.number().int(),
  TotalChecklists: z.number().int(),
});
export type NeoProyecto = z.infer<typeof NeoProyecto>;

/** used = the company's not deleted NEO projects; limit = ChecklistsOT.LimiteProyectos (0 when unknown). */
export const NeoCupo = z.object({ used: z.number().int(), limit: z.number().int() });
export type NeoCupo = z.infer<typeof NeoCupo>;

export const NeoProyectoPage = pageOf(NeoProyecto).extend({ cupo: NeoCupo });
export type NeoProyectoPage = z.infer<typeof NeoProyectoPage>;

const requerido = (max: number) =>
  z.string({ error: texts.validation.requerido }).trim().min(1, texts.validation.requerido).max(max, texts.validation.requerido);
const responsableId = z.string({ error: texts.validation.requerido }).regex(/^[a-f0-9]{24}$/, texts.validation.requerido);

/** §5 create: nombre and responsable 'Campo requerido'; tipo 'Selección inválida'. */
export const NeoProyectoCreateBody = z.strictObject({
  Nombre: requerido(200),
  ResponsableId: responsableId,
  Tipo: z.enum(TipoProyectoOT.options, { error: texts.validation.tipoInvalido }),
});
export type NeoProyectoCreateBody = z.input<typeof NeoProyectoCreateBody>;

/** §5 edit: only the name and the responsible are saved. */
export const NeoProyectoUpdateBody = z.strictObject({ Nombre: requerido(200), ResponsableId: responsableId });
export type NeoProyectoUpdateBody = z.input<typeof NeoProyectoUpdateBody>;

/** Users of the company with the ChecklistsOT flag: the responsibles and reviewers the dialogs offer. */
export const NeoUsuarios = z.object({ items: z.array(UsuarioOT) });
export type NeoUsuarios = z.infer<typeof NeoUsuarios>;

/** A company list of checks (admin's ListasDeChequeo) as the assign bar offers it. */
export const NeoListaChequeo = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Tipo: z.enum(['Obra Gruesa', 'Terminaciones']),
  /** Questions in all its categories. */
  TotalPreguntas: z.number().int(),
});
export type NeoListaChequeo = z.infer<typeof NeoListaChequeo>;

/** The company's OT parameters (§3 UnidadesOT, ElementosOT, SectoresOT, RecintosOT, PasillosOT, OtrosOT), lists of checks and name. */
export const NeoCatalogos = z.object({
  Empresa: z.string(),
  Unidades: z.array(z.string()),
  Elementos: z.array(z.string()),
  Sectores: z.array(z.string()),
  Recintos: z.array(z.string()),
  Pasillos: z.array(z.string()),
  Otros: z.array(z.string()),
  ListasDeChequeo: z.array(NeoListaChequeo),
  /** The default space types per project type (create-spaces dialog). */
  EspaciosPorDefecto: z.record(z.string(), z.array(z.string())),
});
export type NeoCatalogos = z.infer<typeof NeoCatalogos>;

/** §4: the default space sets we chose (Otro has none). */
export const NEO_ESPACIOS_POR_DEFECTO: Record<TipoProyectoOT, readonly string[]> = espaciosPorDefectoOT;

const routes = collectionRoutes({ tags: ['neo proyectos'], ...neoColecciones.proyectos });
/** A change of the project's state (iniciar / finalizar / reiniciar), answered with the project. */
const estado = (below: string, summary: string) =>
  routes.route({ method: 'POST', path: routes.itemPath(below), summary, params: NeoProyectoParams, response: NeoProyecto });
/** A company-wide list the project dialogs and screens need. */
const deEmpresa = <Response extends z.ZodType>(path: string, summary: string, response: Response) =>
  routes.route({ method: 'GET', path, summary, params: CompanyParams, response });

export const neoProyectosEndpoints = {
  list: routes.list('Proyectos NEO (búsqueda por nombre, filtro por responsable, vista de eliminados; cupo usado/límite)', {
    query: NeoProyectoListQuery,
    response: NeoProyectoPage,
  }),
  create: routes.create('Crear proyecto (409 Has alcanzado el límite de proyectos.)', { body: NeoProyectoCreateBody, response: NeoProyecto }),
  get: routes.get('Un proyecto', NeoProyecto),
  update: routes.update('Editar proyecto (nombre y responsable)', { body: NeoProyectoUpdateBody, response: NeoProyecto }),
  remove: routes.remove('Eliminar proyecto (Eliminado: solo lectura, sin recuperación)', NeoProyecto),
  iniciar: estado('iniciar', 'Iniciar proyecto (iniciado, no finalizado)'),
  finalizar: estado('finalizar', 'Finalizar proyecto (no iniciado, finalizado)'),
  reiniciar: estado('reiniciar', 'Reiniciar proyecto (solo finalizado)'),
  usuarios: deEmpresa('/companies/:companyId/usuarios-ot', 'Usuarios con el módulo ChecklistsOT (responsables y revisores posibles)', NeoUsuarios),
  catalogos: deEmpresa('/companies/:companyId/catalogos-ot', 'Parámetros OT, listas de chequeo y espacios por defecto de la empresa', NeoCatalogos),
} as const;
