import { z } from 'zod';

import { ObjectId } from '../identity.ts';
import { pageQuery } from './comunes.ts';

/** What the projects of both review modules take and answer alike (each module's proyectos.ts exports all of it). */

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
