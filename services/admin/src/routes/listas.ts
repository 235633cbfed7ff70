import type { FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import {
  CompanyParams,
  ErrorResponse,
  ListaChequeoBody,
  ListaChequeoPage,
  ListaChequeoResponse,
  ListaListQuery,
  ListaParams,
  MessageResponse,
  ParametroBody,
  ParametroItemParams,
  ParametroPage,
  ParametroParams,
  ParametroResponse,
  PageQuery,
  type ListaChequeo,
  type ParametroName,
} from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { listas as texts, parametrosOT as paramTexts } from '@insp/messages';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import type { EmpresaDoc, ListaDeChequeoDoc } from '../models/index.ts';
import { rewriteCompanyList } from '../repositories/embedded.ts';
import { companyOr404 } from './companies.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 500: ErrorResponse };
const readers = { access: { userTypes: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'], module: 'ChecklistsOT' } } as const;
/** Company users cannot edit or delete lists (spec 000 §6). */
const editors = { access: { userTypes: ['Administrador', 'AdministradorEmpresa'], module: 'ChecklistsOT' } } as const;

const fieldOf = {
  unidades: 'UnidadesOT',
  pasillos: 'PasillosOT',
  sectores: 'SectoresOT',
  recintos: 'RecintosOT',
  elementos: 'ElementosOT',
  otros: 'OtrosOT',
} as const satisfies Record<ParametroName, keyof EmpresaDoc>;

export function toLista(doc: ListaDeChequeoDoc): ListaChequeo {
  return {
    Id: doc.Id,
    Nombre: doc.Nombre,
    Tipo: doc.Tipo,
    Preguntas: doc.Preguntas.map((c) => ({ Categoria: c.Categoria, Preguntas: [...c.Preguntas] })),
    FechaCreacion: doc.FechaCreacion.toISOString(),
    TotalRespuestas: doc.TotalRespuestas,
    Cantidad: doc.Cantidad,
    TotalEspacios: doc.TotalEspacios,
    EspaciosCompletados: doc.EspaciosCompletados,
  };
}

/** Kept sorted by Nombre_lower (then Id), as the spec stores it. */
const sorted = (items: ListaDeChequeoDoc[]): ListaDeChequeoDoc[] =>
  items.sort((a, b) => (a.Nombre_lower === b.Nombre_lower ? a.Id.localeCompare(b.Id) : a.Nombre_lower < b.Nombre_lower ? -1 : 1));
const byName = (values: string[]): string[] => values.sort((a, b) => nameKey(a).localeCompare(nameKey(b)) || a.localeCompare(b));

export function listaRoutes(app: ZodApp): void {
  const db = app.db;
  const companyOf = async (request: FastifyRequest): Promise<EmpresaDoc> =>
    companyOr404(app, tenantCompanyId(request, (request.params as { companyId: string }).companyId));
  const base = '/companies/:companyId/listas-chequeo';

  /** Rewrites the lists; a refused change surfaces as its HttpError, a vanished company as 404. */
  const rewriteListas = async (company: EmpresaDoc, mutate: (items: ListaDeChequeoDoc[]) => ListaDeChequeoDoc[]): Promise<EmpresaDoc> => {
    const updated = await rewriteCompanyList(db, new Types.ObjectId(company._id), 'ListasDeChequeo', (items) => sorted(mutate(items)));
    if (!updated) throw new HttpError(500, texts.failed);
    return updated;
  };

  app.get(
    base,
    { config: readers, schema: { tags: ['listas de chequeo'], params: CompanyParams, querystring: ListaListQuery, response: { 200: ListaChequeoPage, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const { page, pageSize } = request.query;
      const all = company.ListasDeChequeo ?? [];
      return { items: all.slice(page * pageSize, (page + 1) * pageSize).map(toLista), total: all.length, page, pageSize };
    },
  );

  app.get(
    `${base}/:listaId`,
    { config: readers, schema: { tags: ['listas de chequeo'], params: ListaParams, response: { 200: ListaChequeoResponse.shape.lista, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const found = (company.ListasDeChequeo ?? []).find((l) => l.Id === request.params.listaId);
      if (!found) throw new HttpError(404, texts.notFound);
      return toLista(found);
    },
  );

  app.post(
    base,
    { config: editors, schema: { tags: ['listas de chequeo'], params: CompanyParams, body: ListaChequeoBody, response: { 201: ListaChequeoResponse, ...errors } } },
    async (request, reply) => {
      const company = await companyOf(request);
      const body = request.body;
      const entry: ListaDeChequeoDoc = {
        Id: new Types.ObjectId().toHexString(),
        Nombre: body.Nombre,
        Nombre_lower: nameKey(body.Nombre),
        FechaCreacion: new Date(),
        TotalRespuestas: 0,
        Cantidad: 0,
        TotalEspacios: 0,
        EspaciosCompletados: 0,
        Tipo: body.Tipo,
        Preguntas: body.Preguntas,
      };
      await rewriteListas(company, (items) => {
        if (items.some((l) => l.Nombre_lower === entry.Nombre_lower)) throw new HttpError(409, texts.exists(body.Nombre));
        return [...items, entry];
      });
      return reply.code(201).send({ message: texts.created, lista: toLista(entry) });
    },
  );

  app.put(
    `${base}/:listaId`,
    { config: editors, schema: { tags: ['listas de chequeo'], params: ListaParams, body: ListaChequeoBody, response: { 200: ListaChequeoResponse, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const body = request.body;
      const key = nameKey(body.Nombre);
      const updated = await rewriteListas(company, (items) => {
        const current = items.find((l) => l.Id === request.params.listaId);
        if (!current) throw new HttpError(404, texts.notFound);
        if (items.some((l) => l.Id !== current.Id && l.Nombre_lower === key)) throw new HttpError(409, texts.exists(body.Nombre));
        Object.assign(current, { Nombre: body.Nombre, Nombre_lower: key, Tipo: body.Tipo, Preguntas: body.Preguntas });
        return items;
      });
      const lista = updated.ListasDeChequeo.find((l) => l.Id === request.params.listaId);
      if (!lista) throw new HttpError(404, texts.notFound);
      return { message: texts.updated, lista: toLista(lista) };
    },
  );

  app.delete(
    `${base}/:listaId`,
    { config: editors, schema: { tags: ['listas de chequeo'], params: ListaParams, response: { 200: MessageResponse, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      await rewriteListas(company, (items) => {
        if (!items.some((l) => l.Id === request.params.listaId)) throw new HttpError(404, texts.notFound);
        return items.filter((l) => l.Id !== request.params.listaId);
      });
      return { message: texts.deleted };
    },
  );

  // Work-order parameters: UnidadesOT, PasillosOT, SectoresOT, RecintosOT, ElementosOT, OtrosOT.
  const paramBase = '/companies/:companyId/parametros-ot/:parametro';
  const rewriteParam = async (company: EmpresaDoc, parametro: ParametroName, mutate: (values: string[]) => string[]): Promise<string[]> => {
    const field = fieldOf[parametro];
    const updated = await rewriteCompanyList(db, new Types.ObjectId(company._id), field, (values) => byName(mutate(values)));
    if (!updated) throw new HttpError(500, texts.failed);
    return updated[field];
  };

  app.get(
    paramBase,
    { config: readers, schema: { tags: ['parametros OT'], params: ParametroParams, querystring: PageQuery, response: { 200: ParametroPage, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const { page, pageSize } = request.query;
      const all = company[fieldOf[request.params.parametro]] ?? [];
      return { items: all.slice(page * pageSize, (page + 1) * pageSize), total: all.length, page, pageSize };
    },
  );

  app.post(
    paramBase,
    { config: editors, schema: { tags: ['parametros OT'], params: ParametroParams, body: ParametroBody, response: { 201: ParametroResponse, ...errors } } },
    async (request, reply) => {
      const company = await companyOf(request);
      const value = request.body.Nombre;
      const items = await rewriteParam(company, request.params.parametro, (values) => {
        if (values.some((v) => nameKey(v) === nameKey(value))) throw new HttpError(409, paramTexts.exists(value, company.Nombre));
        return [...values, value];
      });
      return reply.code(201).send({ message: paramTexts.added(value, company.Nombre), items });
    },
  );

  app.put(
    `${paramBase}/:nombre`,
    { config: editors, schema: { tags: ['parametros OT'], params: ParametroItemParams, body: ParametroBody, response: { 200: ParametroResponse, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const { nombre } = request.params;
      const value = request.body.Nombre;
      const items = await rewriteParam(company, request.params.parametro, (values) => {
        const index = values.indexOf(nombre);
        if (index === -1) throw new HttpError(404, paramTexts.notFound(nombre, company.Nombre));
        if (values.some((v, i) => i !== index && nameKey(v) === nameKey(value))) throw new HttpError(409, paramTexts.exists(value, company.Nombre));
        values[index] = value;
        return values;
      });
      return { message: paramTexts.updated(value, company.Nombre), items };
    },
  );

  app.delete(
    `${paramBase}/:nombre`,
    { config: editors, schema: { tags: ['parametros OT'], params: ParametroItemParams, response: { 200: ParametroResponse, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const { nombre } = request.params;
      const items = await rewriteParam(company, request.params.parametro, (values) => {
        if (!values.includes(nombre)) throw new HttpError(404, paramTexts.notFound(nombre, company.Nombre));
        return values.filter((v) => v !== nombre);
      });
      return { message: paramTexts.removed(nombre, company.Nombre), items };
    },
  );
}
