import { z } from 'zod';
import { checklists } from '@insp/messages';
import { CatalogCreateBody, CatalogUpdateBody } from './catalogs.ts';
import { ObjectId } from './identity.ts';
import { PageQuery, pageOf } from './page.ts';

/**
 * Checklist-review templates of a company (spec 000 §2 'CheckList', §3 Checklists):
 * `/companies/:companyId/checklists[/:checklistId[/recintos/:recintoId[/subcontratos/:subcontratoId[/errores-tipo/:errorId]]]]`.
 */
const nombre = z.string({ error: checklists.nombreRequired }).trim().min(1, checklists.nombreRequired).max(255, checklists.nombreRequired);

export const ChecklistParams = z.strictObject({ companyId: ObjectId, checklistId: ObjectId });
export const ChecklistRecintoParams = ChecklistParams.extend({ recintoId: ObjectId });
export const ChecklistSubcontratoParams = ChecklistRecintoParams.extend({ subcontratoId: ObjectId });
export const ChecklistErrorParams = ChecklistSubcontratoParams.extend({ errorId: ObjectId });

export const ChecklistListQuery = PageQuery;

/** 'Crear Cheklist': a name and the places (names, e.g. the company's Recintos). */
export const ChecklistCreateBody = z.strictObject({ Nombre: nombre, Recintos: z.array(nombre).max(500).default([]) });
export type ChecklistCreateBody = z.infer<typeof ChecklistCreateBody>;

/** 'Editar Checklist': places still selected keep their subcontractors, new ones are added, the rest removed. */
export const ChecklistUpdateBody = z.strictObject({ Nombre: nombre.optional(), Recintos: z.array(nombre).max(500).optional(), Activado: z.boolean().optional() });
export type ChecklistUpdateBody = z.infer<typeof ChecklistUpdateBody>;

/** 'Agregar Recinto': Nombre (trimmed) and Activado. */
export const ChecklistRecintoBody = z.strictObject({ Nombre: nombre, Activado: z.boolean().default(true) });
export type ChecklistRecintoBody = z.infer<typeof ChecklistRecintoBody>;

/** 'Agregar Subcontratos' (multi-select): those already present by name are skipped. */
export const ChecklistSubcontratosBody = z.strictObject({ Subcontratos: z.array(nombre).min(1, checklists.nombreRequired).max(200) });
export type ChecklistSubcontratosBody = z.infer<typeof ChecklistSubcontratosBody>;

export const ChecklistErrorCreateBody = CatalogCreateBody;
export const ChecklistErrorUpdateBody = CatalogUpdateBody;

export const ChecklistErrorTipo = z.object({ id: ObjectId, Nombre: z.string(), Activado: z.boolean() });
export const ChecklistSubcontrato = z.object({ id: ObjectId, Nombre: z.string(), ErroresTipo: z.array(ChecklistErrorTipo) });
export const ChecklistRecinto = z.object({ id: ObjectId, Nombre: z.string(), Activado: z.boolean(), Subcontratos: z.array(ChecklistSubcontrato) });
export type ChecklistRecinto = z.infer<typeof ChecklistRecinto>;

export const ChecklistDetail = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Activado: z.boolean(),
  FechaCreacion: z.string(),
  ItemsRecintos: z.array(ChecklistRecinto),
});
export type ChecklistDetail = z.infer<typeof ChecklistDetail>;

/** A row of the 'CheckList' table; SinSubcontratos (no place has a subcontractor) shows the name in the error colour. */
export const ChecklistSummary = z.object({
  id: ObjectId,
  Nombre: z.string(),
  Activado: z.boolean(),
  FechaCreacion: z.string(),
  Recintos: z.number().int().nonnegative(),
  SinSubcontratos: z.boolean(),
});
export type ChecklistSummary = z.infer<typeof ChecklistSummary>;

export const ChecklistPage = pageOf(ChecklistSummary);
export type ChecklistPage = z.infer<typeof ChecklistPage>;

export const ChecklistMutationResponse = z.object({ message: z.string(), checklist: ChecklistDetail });
export type ChecklistMutationResponse = z.infer<typeof ChecklistMutationResponse>;
