import { listas, parametrosOT } from '@insp/messages';
import { z } from 'zod';

import { MessageResponse } from './auth.ts';
import { CompanyParams } from './companies.ts';
import { endpoint } from './endpoint.ts';
import { ObjectId } from './identity.ts';
import { pageOf, PageQuery } from './page.ts';

/**
 * Work-order lists of checks of a company (spec 000 §2 template editor, §3 ListasDeChequeo, §5):
 * `/companies/:companyId/listas-chequeo[/:listaId]`, kept sorted by Nombre_lower.
 */
export const tiposLista = listas.tipos;
export const TipoLista = z.enum(tiposLista, { error: listas.required });

/** Same rule as @insp/domain nameKey (contracts cannot depend on domain, which depends on contracts). */
const nameKeyOf = (value: string): string =>
  value
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * Bounds of what a company stores (docs/limits.md): a list of checks stays well under 1 MB and the
 * whole company's lists and parameters stay readable in one request.
 */
export const LISTA_LIMITS = {
  /** Lists of checks per company. */
  listas: 200,
  nombre: 255,
  categorias: 50,
  categoria: 255,
  /** Questions of one list, all categories together. */
  preguntas: 300,
  pregunta: 500,
  /** Values of one work-order parameter (UnidadesOT, …). */
  parametros: 500,
  parametro: 255,
} as const;

const pregunta = z.string({ error: listas.required }).trim().min(1, listas.required).max(LISTA_LIMITS.pregunta, listas.questionTooLong(LISTA_LIMITS.pregunta));
export const CategoriaPreguntas = z.strictObject({
  Categoria: z
    .string({ error: listas.required })
    .trim()
    .min(1, listas.required)
    .max(LISTA_LIMITS.categoria, listas.categoryTooLong(LISTA_LIMITS.categoria))
    .default(listas.defaultCategory),
  Preguntas: z.array(pregunta).max(LISTA_LIMITS.preguntas, listas.tooManyQuestions(LISTA_LIMITS.preguntas)).default([]),
});
export type CategoriaPreguntas = z.infer<typeof CategoriaPreguntas>;

export const ListaChequeoBody = z
  .strictObject({
    Nombre: z.string({ error: listas.nombreRequired }).trim().min(1, listas.nombreRequired).max(LISTA_LIMITS.nombre, listas.nombreRequired),
    Tipo: TipoLista,
    Preguntas: z
      .array(CategoriaPreguntas, { error: listas.preguntaRequired })
      .min(1, listas.preguntaRequired)
      .max(LISTA_LIMITS.categorias, listas.tooManyCategories(LISTA_LIMITS.categorias)),
  })
  .superRefine((body, ctx) => {
    // Category names unique, questions unique within their category (case and accents ignored).
    const categories = new Set<string>();
    let total = 0;
    body.Preguntas.forEach((category, i) => {
      const key = nameKeyOf(category.Categoria);
      if (categories.has(key)) ctx.addIssue({ code: 'custom', message: listas.categoryExists, path: ['Preguntas', i, 'Categoria'] });
      categories.add(key);
      // An emptied category is refused, not stored empty (or under the default name).
      if (category.Preguntas.length === 0)
        ctx.addIssue({ code: 'custom', message: listas.categoryEmpty(category.Categoria), path: ['Preguntas', i, 'Preguntas'] });
      total += category.Preguntas.length;
      const questions = new Set<string>();
      category.Preguntas.forEach((question, j) => {
        const qKey = nameKeyOf(question);
        if (questions.has(qKey)) ctx.addIssue({ code: 'custom', message: listas.questionExists, path: ['Preguntas', i, 'Preguntas', j] });
        questions.add(qKey);
      });
    });
    if (total > LISTA_LIMITS.preguntas) ctx.addIssue({ code: 'custom', message: listas.tooManyQuestions(LISTA_LIMITS.preguntas), path: ['Preguntas'] });
  });
export type ListaChequeoBody = z.infer<typeof ListaChequeoBody>;

export const ListaParams = z.strictObject({ companyId: ObjectId, listaId: ObjectId });

export const ListaChequeo = z.object({
  Id: ObjectId,
  Nombre: z.string(),
  Tipo: TipoLista,
  Preguntas: z.array(z.object({ Categoria: z.string(), Preguntas: z.array(z.string()) })),
  FechaCreacion: z.string(),
  TotalRespuestas: z.number().int(),
  Cantidad: z.number().int(),
  TotalEspacios: z.number().int(),
  EspaciosCompletados: z.number().int(),
});
export type ListaChequeo = z.infer<typeof ListaChequeo>;

export const ListaChequeoPage = pageOf(ListaChequeo);
export const ListaChequeoResponse = z.object({ message: z.string(), lista: ListaChequeo });
export const ListaListQuery = PageQuery;

/**
 * Work-order parameters (plain name lists of the company): `/companies/:companyId/parametros-ot/:parametro`.
 * Unique case- and accent-insensitively; {p} in the texts is the value, {company} the company name.
 */
export const parametroNames = ['unidades', 'pasillos', 'sectores', 'recintos', 'elementos', 'otros'] as const;
export const ParametroName = z.enum(parametroNames);
export type ParametroName = z.infer<typeof ParametroName>;
export const ParametroParams = z.strictObject({ companyId: ObjectId, parametro: ParametroName });
/** `:nombre` is the current value, URL-encoded. */
export const ParametroItemParams = ParametroParams.extend({ nombre: z.string().min(1).max(255) });
export const ParametroBody = z.strictObject({
  Nombre: z
    .string({ error: parametrosOT.nombreRequired })
    .trim()
    .min(1, parametrosOT.nombreRequired)
    .max(LISTA_LIMITS.parametro, parametrosOT.nombreTooLong(LISTA_LIMITS.parametro)),
});
export const ParametroPage = pageOf(z.string());
export const ParametroResponse = z.object({ message: z.string(), items: z.array(z.string()) });

/** Work-order lists of checks (module ChecklistsOT): read by every user of the module, edited by the managers. */
export const listasEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/listas-chequeo',
    summary: 'Listas de chequeo de la empresa (por nombre)',
    tags: ['listas de chequeo'],
    params: CompanyParams,
    query: ListaListQuery,
    response: ListaChequeoPage,
  }),
  get: endpoint({
    method: 'GET',
    path: '/companies/:companyId/listas-chequeo/:listaId',
    summary: 'Una lista de chequeo',
    tags: ['listas de chequeo'],
    params: ListaParams,
    response: ListaChequeo,
  }),
  create: endpoint({
    method: 'POST',
    path: '/companies/:companyId/listas-chequeo',
    summary: 'Nueva lista de chequeo',
    tags: ['listas de chequeo'],
    params: CompanyParams,
    body: ListaChequeoBody,
    status: 201,
    response: ListaChequeoResponse,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/listas-chequeo/:listaId',
    summary: 'Editar lista de chequeo',
    tags: ['listas de chequeo'],
    params: ListaParams,
    body: ListaChequeoBody,
    response: ListaChequeoResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/listas-chequeo/:listaId',
    summary: 'Eliminar lista de chequeo',
    tags: ['listas de chequeo'],
    params: ListaParams,
    response: MessageResponse,
  }),
} as const;

/** Work-order parameters (module ChecklistsOT): read by every user of the module, edited by the managers. */
export const parametrosOTEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/parametros-ot/:parametro',
    summary: 'Valores de un parámetro OT (por nombre)',
    tags: ['parametros OT'],
    params: ParametroParams,
    query: PageQuery,
    response: ParametroPage,
  }),
  add: endpoint({
    method: 'POST',
    path: '/companies/:companyId/parametros-ot/:parametro',
    summary: 'Agregar un valor',
    tags: ['parametros OT'],
    params: ParametroParams,
    body: ParametroBody,
    status: 201,
    response: ParametroResponse,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/parametros-ot/:parametro/:nombre',
    summary: 'Renombrar un valor',
    tags: ['parametros OT'],
    params: ParametroItemParams,
    body: ParametroBody,
    response: ParametroResponse,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/companies/:companyId/parametros-ot/:parametro/:nombre',
    summary: 'Quitar un valor',
    tags: ['parametros OT'],
    params: ParametroItemParams,
    response: ParametroResponse,
  }),
} as const;
