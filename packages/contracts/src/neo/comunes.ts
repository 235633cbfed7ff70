import { estadosRespuestaOT, modosTerminacionesOT, tiposChecklistOT, tiposProyectoOT } from '@insp/messages/neo';
import { z } from 'zod';

import { CompanyParams } from '../companies.ts';
import { ObjectId } from '../identity.ts';

/** Route params of the NEO hierarchy (services/neo): project → checklist → assigned space → sheet. */
export const NeoProyectoParams = z.strictObject({ companyId: ObjectId, projectId: ObjectId });
export type NeoProyectoParams = z.infer<typeof NeoProyectoParams>;
export const NeoEspacioParams = NeoProyectoParams.extend({ espacioId: ObjectId });
export type NeoEspacioParams = z.infer<typeof NeoEspacioParams>;
export const NeoChecklistParams = NeoProyectoParams.extend({ checklistId: ObjectId });
export type NeoChecklistParams = z.infer<typeof NeoChecklistParams>;
export const NeoAsignadoParams = NeoChecklistParams.extend({ asignadoId: ObjectId });
export type NeoAsignadoParams = z.infer<typeof NeoAsignadoParams>;
export const NeoHojaParams = NeoAsignadoParams.extend({ hojaId: ObjectId });
export type NeoHojaParams = z.infer<typeof NeoHojaParams>;

/**
 * The collections of that hierarchy, each below the one before: its path, its params and its
 * records' (what `collectionRoutes` takes besides the tags).
 */
const proyecto = '/companies/:companyId/projects/:projectId';
const asignados = `${proyecto}/checklists/:checklistId/espacios`;
export const neoColecciones = {
  proyectos: { base: '/companies/:companyId/projects', params: CompanyParams, item: { segment: ':projectId', params: NeoProyectoParams } },
  checklists: { base: `${proyecto}/checklists`, params: NeoProyectoParams, item: { segment: ':checklistId', params: NeoChecklistParams } },
  espacios: { base: `${proyecto}/espacios`, params: NeoProyectoParams, item: { segment: ':espacioId', params: NeoEspacioParams } },
  asignados: { base: asignados, params: NeoChecklistParams, item: { segment: ':asignadoId', params: NeoAsignadoParams } },
  hojas: { base: `${asignados}/:asignadoId/hojas`, params: NeoAsignadoParams, item: { segment: ':hojaId', params: NeoHojaParams } },
};

/** What removing a checklist or a space removed below it: its assigned spaces and their sheets. */
export const NeoEliminados = z.object({ message: z.string(), asignaciones: z.number().int(), hojas: z.number().int() });
export type NeoEliminados = z.infer<typeof NeoEliminados>;

/** §9 project types and checklist types. */
export const TipoProyectoOT = z.enum(tiposProyectoOT);
export type TipoProyectoOT = z.infer<typeof TipoProyectoOT>;
export const TipoChecklistOT = z.enum(tiposChecklistOT);
export type TipoChecklistOT = z.infer<typeof TipoChecklistOT>;

/** §4 answer states: Aprobado (Conforme), Rechazado, No Aplica (No se considera), Pendiente (Por revisar), Bloqueado (No revisa). */
export const EstadoRespuestaOT = z.enum(estadosRespuestaOT);
export type EstadoRespuestaOT = z.infer<typeof EstadoRespuestaOT>;

/** §5 Terminaciones sheet modes. */
export const ModoTerminacionesOT = z.enum(modosTerminacionesOT);
export type ModoTerminacionesOT = z.infer<typeof ModoTerminacionesOT>;

/** A user of the company as the module shows it (responsible, reviewer). */
export const UsuarioOT = z.object({ id: ObjectId, NombreCompleto: z.string(), Cargo: z.string(), Email: z.string().nullable() });
export type UsuarioOT = z.infer<typeof UsuarioOT>;

/** Who is responsible for a project (a snapshot taken when chosen; null once the user left the company). */
export const ResponsableOT = z.object({ id: ObjectId, NombreCompleto: z.string(), Cargo: z.string() });
export type ResponsableOT = z.infer<typeof ResponsableOT>;

/** The headings of every report screen: company and project names (defaults 'Empresa' / 'Proyecto' on the screen). */
export const EncabezadoOT = z.object({ Empresa: z.string(), Proyecto: z.string() });
export type EncabezadoOT = z.infer<typeof EncabezadoOT>;

/** Progress = round(completed*100/quantity) (§9); 0 when the quantity is 0. */
export const progresoOT = (completed: number, quantity: number): number => (quantity > 0 ? Math.round((completed * 100) / quantity) : 0);

/**
 * §2 progress colours, relative to the goal (or 100 when none): the progress as a share of the
 * goal — up to 25% red, up to 50% orange, up to 75% yellow, up to 99% blue, above green.
 */
export type ColorProgresoOT = 'rojo' | 'naranjo' | 'amarillo' | 'azul' | 'verde';
export const colorProgresoOT = (progreso: number, meta?: number | null): ColorProgresoOT => {
  const relative = (progreso * 100) / (meta && meta > 0 ? meta : 100);
  if (relative <= 25) return 'rojo';
  if (relative <= 50) return 'naranjo';
  if (relative <= 75) return 'amarillo';
  if (relative <= 99) return 'azul';
  return 'verde';
};
