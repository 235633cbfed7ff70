import { checklists } from '@insp/messages';
import { z } from 'zod';

import { MessageResponse } from './auth.ts';
import { CatalogCreateBody, CatalogUpdateBody } from './catalogs.ts';
import { collectionRoutes } from './collection.ts';
import { coleccionDeEmpresa } from './companies.ts';
import { ObjectId } from './identity.ts';
import { withMessageAs } from './message.ts';
import { pageOf, PageQuery } from './page.ts';

/**
 * Checklist-review templates of a company (spec 000 §2 'CheckList', §3 Checklists):
 * `/companies/:companyId/checklists[/:checklistId[/recintos/:recintoId[/subcontratos/:subcontratoId[/errores-tipo/:errorId]]]]`.
 */
const nombre = z.string({ error: checklists.nombreRequired }).trim().min(1, checklists.nombreRequired).max(255, checklists.nombreRequired);

/** Bounds of a company's templates (docs/limits.md). */
export const TEMPLATE_LIMITS = { checklists: 200, recintos: 200, subcontratos: 100, erroresTipo: 100 } as const;
const recintos = z.array(nombre).max(TEMPLATE_LIMITS.recintos, checklists.recintosTooMany(TEMPLATE_LIMITS.recintos));

export const ChecklistParams = z.strictObject({ companyId: ObjectId, checklistId: ObjectId });
export const ChecklistRecintoParams = ChecklistParams.extend({ recintoId: ObjectId });
export const ChecklistSubcontratoParams = ChecklistRecintoParams.extend({ subcontratoId: ObjectId });
export const ChecklistErrorParams = ChecklistSubcontratoParams.extend({ errorId: ObjectId });

export const ChecklistListQuery = PageQuery;

/** 'Crear Cheklist': a name and the places (names, e.g. the company's Recintos). */
export const ChecklistCreateBody = z.strictObject({ Nombre: nombre, Recintos: recintos.default([]) });
export type ChecklistCreateBody = z.infer<typeof ChecklistCreateBody>;

/** 'Editar Checklist': places still selected keep their subcontractors, new ones are added, the rest removed. */
export const ChecklistUpdateBody = z.strictObject({ Nombre: nombre.optional(), Recintos: recintos.optional(), Activado: z.boolean().optional() });
export type ChecklistUpdateBody = z.infer<typeof ChecklistUpdateBody>;

/** 'Agregar Recinto': Nombre (trimmed) and Activado. */
export const ChecklistRecintoBody = z.strictObject({ Nombre: nombre, Activado: z.boolean().default(true) });
export type ChecklistRecintoBody = z.infer<typeof ChecklistRecintoBody>;

/** 'Agregar Subcontratos' (multi-select): those already present by name are skipped. */
export const ChecklistSubcontratosBody = z.strictObject({
  Subcontratos: z
    .array(nombre)
    .min(1, checklists.nombreRequired)
    .max(TEMPLATE_LIMITS.subcontratos, checklists.subcontratosTooMany(TEMPLATE_LIMITS.subcontratos)),
});
export type ChecklistSubcontratosBody = z.infer<typeof ChecklistSubcontratosBody>;

export const ChecklistErrorCreateBody = CatalogCreateBody;
export const ChecklistErrorUpdateBody = CatalogUpdateBody;

export const ChecklistErrorTipo = z.object({ id: ObjectId, Nombre: z.string(), Activado: z.boolean() });
export const ChecklistSubcontrato = z.object({ id: ObjectId, Nombre: z.string(), ErroresTipo: z.array(ChecklistErrorTipo) });
export const ChecklistRecinto = z.object({ id: ObjectId, Nombre: z.string(), Activado: z.boolean(), Subcontratos: z.array(ChecklistSubcontrato) });
export type ChecklistRecinto = z.infer<typeof ChecklistRecinto>;

/** What a template shows wherever it appears: its name, switch and creation date. */
const plantilla = { id: ObjectId, Nombre: z.string(), Activado: z.boolean(), FechaCreacion: z.string() };

export const ChecklistDetail = z.object({ ...plantilla, ItemsRecintos: z.array(ChecklistRecinto) });
export type ChecklistDetail = z.infer<typeof ChecklistDetail>;

/** A row of the 'CheckList' table; SinSubcontratos (no place has a subcontractor) shows the name in the error colour. */
export const ChecklistSummary = z.object({ ...plantilla, Recintos: z.number().int().nonnegative(), SinSubcontratos: z.boolean() });
export type ChecklistSummary = z.infer<typeof ChecklistSummary>;

export const ChecklistPage = pageOf(ChecklistSummary);
export type ChecklistPage = z.infer<typeof ChecklistPage>;

export const ChecklistMutationResponse = withMessageAs('checklist', ChecklistDetail);
export type ChecklistMutationResponse = z.infer<typeof ChecklistMutationResponse>;

const routes = collectionRoutes(coleccionDeEmpresa('checklists', ':checklistId', ChecklistParams));
const recinto = routes.itemPath('recintos/:recintoId');
const subcontrato = `${recinto}/subcontratos/:subcontratoId`;
/** A change of the template's places, subcontractors or error types, answered with the whole template. */
const cambio = <Params extends z.ZodType, Body extends z.ZodType | undefined = undefined>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  summary: string,
  params: Params,
  body?: Body,
) =>
  routes.route<Params, typeof ChecklistMutationResponse, undefined, Body>({
    method,
    path,
    summary,
    params,
    ...(body ? { body } : {}),
    ...(method === 'POST' ? { status: 201 as const } : {}),
    response: ChecklistMutationResponse,
  });

/** Checklist-review templates: readers are every user with the Checklist module, editors the managers. */
export const checklistsEndpoints = {
  list: routes.list('Checklists de la empresa (por nombre)', { query: ChecklistListQuery, response: ChecklistPage }),
  create: routes.create('Crear Cheklist', { body: ChecklistCreateBody, response: ChecklistMutationResponse }),
  get: routes.get('Un checklist con sus recintos, subcontratos y errores tipo', ChecklistDetail),
  update: routes.update('Editar Checklist', { body: ChecklistUpdateBody, response: ChecklistMutationResponse }),
  remove: routes.remove('Eliminar checklist', MessageResponse),
  addRecinto: cambio('POST', routes.itemPath('recintos'), 'Agregar Recinto', ChecklistParams, ChecklistRecintoBody),
  removeRecinto: cambio('DELETE', recinto, 'Eliminar recinto', ChecklistRecintoParams),
  addSubcontratos: cambio(
    'POST',
    `${recinto}/subcontratos`,
    'Agregar Subcontratos (con los errores tipo del catálogo de la empresa)',
    ChecklistRecintoParams,
    ChecklistSubcontratosBody,
  ),
  removeSubcontrato: cambio('DELETE', subcontrato, 'Eliminar subcontrato', ChecklistSubcontratoParams),
  addErrorTipo: cambio('POST', `${subcontrato}/errores-tipo`, 'Agregar error tipo', ChecklistSubcontratoParams, ChecklistErrorCreateBody),
  updateErrorTipo: cambio('PUT', `${subcontrato}/errores-tipo/:errorId`, 'Editar error tipo', ChecklistErrorParams, ChecklistErrorUpdateBody),
  removeErrorTipo: cambio('DELETE', `${subcontrato}/errores-tipo/:errorId`, 'Eliminar error tipo', ChecklistErrorParams),
} as const;
