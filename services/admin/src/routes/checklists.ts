import type { FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import {
  ChecklistCreateBody,
  ChecklistDetail,
  ChecklistErrorCreateBody,
  ChecklistErrorParams,
  ChecklistErrorUpdateBody,
  ChecklistListQuery,
  ChecklistMutationResponse,
  ChecklistPage,
  ChecklistParams,
  ChecklistRecintoBody,
  ChecklistRecintoParams,
  ChecklistSubcontratoParams,
  ChecklistSubcontratosBody,
  ChecklistUpdateBody,
  CompanyParams,
  ErrorResponse,
  MessageResponse,
  type ChecklistSummary,
} from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { checklists as texts } from '@insp/messages';
import { HttpError, tenantCompanyId, type ZodApp } from '@insp/service-kit';
import { models, type ChecklistDoc, type EmpresaDoc, type RecintoEntry, type SubcontratoEntry } from '../models/index.ts';
import { allItems } from '../repositories/catalogs.ts';
import { isDuplicateKey } from '../repositories/errors.ts';
import { companyOr404 } from './companies.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const readers = { access: { userTypes: ['Administrador', 'AdministradorEmpresa', 'UsuarioEmpresa'], module: 'Checklist' } } as const;
const editors = { access: { userTypes: ['Administrador', 'AdministradorEmpresa'], module: 'Checklist' } } as const;
/** The simple-CRUD card disables 'add' under /administrador/checklist (the director's pages): adding Errores Tipo is the Administrador's. */
const administrador = { access: { userTypes: ['Administrador'], module: 'Checklist' } } as const;

export function toChecklistDetail(doc: ChecklistDoc): ChecklistDetail {
  return {
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    ItemsRecintos: doc.ItemsRecintos.map((r) => ({
      id: r.id,
      Nombre: r.Nombre,
      Activado: r.Activado,
      Subcontratos: r.Subcontratos.map((s) => ({ id: s.id, Nombre: s.Nombre, ErroresTipo: s.ErroresTipo.map((e) => ({ id: e.id, Nombre: e.Nombre, Activado: e.Activado })) })),
    })),
  };
}

function toSummary(doc: ChecklistDoc): ChecklistSummary {
  return {
    id: doc._id.toHexString(),
    Nombre: doc.Nombre,
    Activado: doc.Activado,
    FechaCreacion: doc.FechaCreacion.toISOString(),
    Recintos: doc.ItemsRecintos.length,
    SinSubcontratos: doc.ItemsRecintos.every((r) => r.Subcontratos.length === 0),
  };
}

const newId = (): string => new Types.ObjectId().toHexString();
const newRecinto = (Nombre: string, Activado = true): RecintoEntry => ({ id: newId(), Nombre: Nombre.trim(), Activado, Subcontratos: [] });

/** Distinct names (case and accents ignored), first spelling wins. */
function distinct(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type P = { companyId: string; checklistId?: string; recintoId?: string; subcontratoId?: string; errorId?: string };

export function checklistRoutes(app: ZodApp): void {
  const db = app.db;
  const { Checklist } = models(db);
  const base = '/companies/:companyId/checklists';

  const companyOf = async (request: FastifyRequest): Promise<EmpresaDoc> => companyOr404(app, tenantCompanyId(request, (request.params as P).companyId));

  const load = async (company: EmpresaDoc, checklistId: string | undefined): Promise<ChecklistDoc> => {
    const doc = checklistId && Types.ObjectId.isValid(checklistId)
      ? await Checklist.findOne({ _id: new Types.ObjectId(checklistId), EmpresaId: company._id }).lean<ChecklistDoc>().exec()
      : null;
    if (!doc) throw new HttpError(404, texts.notFound);
    return doc;
  };

  /**
   * Rewrites ItemsRecintos whole, conditional on the revision read (lost updates are retried).
   * `mutate` returns the new places or throws the route's HttpError.
   */
  const rewrite = async (request: FastifyRequest, mutate: (items: RecintoEntry[], company: EmpresaDoc) => Promise<RecintoEntry[]> | RecintoEntry[]): Promise<ChecklistDoc> => {
    const company = await companyOf(request);
    for (let attempt = 0; attempt < 5; attempt++) {
      const doc = await load(company, (request.params as P).checklistId);
      const items = await mutate(structuredClone(doc.ItemsRecintos), company);
      const updated = await Checklist.findOneAndUpdate(
        { _id: doc._id, EmpresaId: company._id, Rev: doc.Rev },
        { $set: { ItemsRecintos: items, Rev: doc.Rev + 1 } },
        { returnDocument: 'after' },
      )
        .lean<ChecklistDoc>()
        .exec();
      if (updated) return updated;
    }
    throw new HttpError(409, texts.loadFailed);
  };

  const recintoOf = (items: RecintoEntry[], request: FastifyRequest): RecintoEntry => {
    const found = items.find((r) => r.id === (request.params as P).recintoId);
    if (!found) throw new HttpError(404, texts.recintoNotFound);
    return found;
  };
  const subcontratoOf = (items: RecintoEntry[], request: FastifyRequest): SubcontratoEntry => {
    const found = recintoOf(items, request).Subcontratos.find((s) => s.id === (request.params as P).subcontratoId);
    if (!found) throw new HttpError(404, texts.subcontratoNotFound);
    return found;
  };

  app.get(
    base,
    { config: readers, schema: { tags: ['checklists'], params: CompanyParams, querystring: ChecklistListQuery, response: { 200: ChecklistPage, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const { page, pageSize } = request.query;
      const filter = { EmpresaId: company._id };
      const [items, total] = await Promise.all([
        Checklist.find(filter).sort({ Nombre_lower: 1, _id: 1 }).skip(page * pageSize).limit(pageSize).lean<ChecklistDoc[]>().exec(),
        Checklist.countDocuments(filter).exec(),
      ]);
      return { items: items.map(toSummary), total, page, pageSize };
    },
  );

  app.post(
    base,
    { config: editors, schema: { tags: ['checklists'], params: CompanyParams, body: ChecklistCreateBody, response: { 201: ChecklistMutationResponse, ...errors } } },
    async (request, reply) => {
      const company = await companyOf(request);
      try {
        const created = await Checklist.create({
          EmpresaId: company._id,
          Nombre: request.body.Nombre,
          Nombre_lower: nameKey(request.body.Nombre),
          Activado: true,
          FechaCreacion: new Date(),
          ItemsRecintos: distinct(request.body.Recintos).map((name) => newRecinto(name)),
          Rev: 0,
        });
        return reply.code(201).send({ message: texts.created, checklist: toChecklistDetail(created.toObject()) });
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, texts.exists);
        throw error;
      }
    },
  );

  app.get(
    `${base}/:checklistId`,
    { config: readers, schema: { tags: ['checklists'], params: ChecklistParams, response: { 200: ChecklistDetail, ...errors } } },
    async (request) => toChecklistDetail(await load(await companyOf(request), request.params.checklistId)),
  );

  app.put(
    `${base}/:checklistId`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistParams, body: ChecklistUpdateBody, response: { 200: ChecklistMutationResponse, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const doc = await load(company, request.params.checklistId);
      const body = request.body;
      const set: Record<string, unknown> = {};
      if (body.Nombre !== undefined) {
        const key = nameKey(body.Nombre);
        // Unique per company; the same checklist may keep its name (checked first: FerretDB's update violations are not 11000).
        if (await Checklist.exists({ EmpresaId: company._id, Nombre_lower: key, _id: { $ne: doc._id } }).exec()) throw new HttpError(409, texts.exists);
        Object.assign(set, { Nombre: body.Nombre, Nombre_lower: key });
      }
      if (body.Activado !== undefined) set.Activado = body.Activado;
      if (body.Recintos !== undefined) {
        const byKey = new Map(doc.ItemsRecintos.map((r) => [nameKey(r.Nombre), r]));
        set.ItemsRecintos = distinct(body.Recintos).map((name) => byKey.get(nameKey(name)) ?? newRecinto(name));
        set.Rev = doc.Rev + 1;
      }
      const updated = await Checklist.findOneAndUpdate({ _id: doc._id, EmpresaId: company._id, Rev: doc.Rev }, { $set: set }, { returnDocument: 'after' }).lean<ChecklistDoc>().exec();
      if (!updated) throw new HttpError(409, texts.loadFailed);
      return { message: texts.updated, checklist: toChecklistDetail(updated) };
    },
  );

  app.delete(
    `${base}/:checklistId`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistParams, response: { 200: MessageResponse, ...errors } } },
    async (request) => {
      const company = await companyOf(request);
      const doc = await load(company, request.params.checklistId);
      await Checklist.deleteOne({ _id: doc._id, EmpresaId: company._id }).exec();
      return { message: texts.deleted };
    },
  );

  app.post(
    `${base}/:checklistId/recintos`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistParams, body: ChecklistRecintoBody, response: { 201: ChecklistMutationResponse, ...errors } } },
    async (request, reply) => {
      const updated = await rewrite(request, (items) => {
        if (items.some((r) => nameKey(r.Nombre) === nameKey(request.body.Nombre))) throw new HttpError(409, texts.recintoExists);
        return [...items, newRecinto(request.body.Nombre, request.body.Activado)];
      });
      return reply.code(201).send({ message: texts.recintoAdded, checklist: toChecklistDetail(updated) });
    },
  );

  app.delete(
    `${base}/:checklistId/recintos/:recintoId`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistRecintoParams, response: { 200: ChecklistMutationResponse, ...errors } } },
    async (request) => {
      const updated = await rewrite(request, (items) => {
        recintoOf(items, request);
        return items.filter((r) => r.id !== request.params.recintoId);
      });
      return { message: texts.recintoDeleted, checklist: toChecklistDetail(updated) };
    },
  );

  app.post(
    `${base}/:checklistId/recintos/:recintoId/subcontratos`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistRecintoParams, body: ChecklistSubcontratosBody, response: { 201: ChecklistMutationResponse, ...errors } } },
    async (request, reply) => {
      const updated = await rewrite(request, async (items, company) => {
        const recinto = recintoOf(items, request);
        const present = new Set(recinto.Subcontratos.map((s) => nameKey(s.Nombre)));
        const wanted = distinct(request.body.Subcontratos).filter((name) => !present.has(nameKey(name)));
        // The company's subcontract of the same name brings its Errores Tipo along.
        const scope = company._id.toHexString();
        const catalogue = await allItems(db, scope, 'subcontratos', '');
        const byKey = new Map(catalogue.map((s) => [s.NombreKey, s]));
        const errorsOf = new Map<string, { Nombre: string; Activado: boolean }[]>();
        const matched = wanted.map((name) => byKey.get(nameKey(name))).filter((s) => s !== undefined);
        for (const sub of matched) {
          errorsOf.set(sub.NombreKey, (await allItems(db, scope, 'erroresTipo', sub._id.toHexString())).map((e) => ({ Nombre: e.Nombre, Activado: e.Activado })));
        }
        for (const name of wanted) {
          const catalogItem = byKey.get(nameKey(name));
          recinto.Subcontratos.push({
            id: newId(),
            Nombre: catalogItem?.Nombre ?? name,
            ErroresTipo: (errorsOf.get(nameKey(name)) ?? []).map((e) => ({ id: newId(), ...e })),
          });
        }
        return items;
      });
      return reply.code(201).send({ message: texts.subcontratosAdded, checklist: toChecklistDetail(updated) });
    },
  );

  app.delete(
    `${base}/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistSubcontratoParams, response: { 200: ChecklistMutationResponse, ...errors } } },
    async (request) => {
      const updated = await rewrite(request, (items) => {
        const recinto = recintoOf(items, request);
        subcontratoOf(items, request);
        recinto.Subcontratos = recinto.Subcontratos.filter((s) => s.id !== request.params.subcontratoId);
        return items;
      });
      return { message: texts.subcontratoDeleted, checklist: toChecklistDetail(updated) };
    },
  );

  const errorsBase = `${base}/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/errores-tipo`;
  app.post(
    errorsBase,
    { config: administrador, schema: { tags: ['checklists'], params: ChecklistSubcontratoParams, body: ChecklistErrorCreateBody, response: { 201: ChecklistMutationResponse, ...errors } } },
    async (request, reply) => {
      const updated = await rewrite(request, (items) => {
        const sub = subcontratoOf(items, request);
        if (sub.ErroresTipo.some((e) => nameKey(e.Nombre) === nameKey(request.body.Nombre))) throw new HttpError(409, texts.errorTipoExists);
        sub.ErroresTipo.push({ id: newId(), Nombre: request.body.Nombre, Activado: request.body.Activado });
        sub.ErroresTipo.sort((a, b) => nameKey(a.Nombre).localeCompare(nameKey(b.Nombre)));
        return items;
      });
      return reply.code(201).send({ message: texts.errorTipoCreated, checklist: toChecklistDetail(updated) });
    },
  );
  app.put(
    `${errorsBase}/:errorId`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistErrorParams, body: ChecklistErrorUpdateBody, response: { 200: ChecklistMutationResponse, ...errors } } },
    async (request) => {
      const updated = await rewrite(request, (items) => {
        const sub = subcontratoOf(items, request);
        const error = sub.ErroresTipo.find((e) => e.id === request.params.errorId);
        if (!error) throw new HttpError(404, texts.errorTipoNotFound);
        const { Nombre, Activado } = request.body;
        if (Nombre !== undefined) {
          if (sub.ErroresTipo.some((e) => e.id !== error.id && nameKey(e.Nombre) === nameKey(Nombre))) throw new HttpError(409, texts.errorTipoExists);
          error.Nombre = Nombre;
        }
        if (Activado !== undefined) error.Activado = Activado;
        sub.ErroresTipo.sort((a, b) => nameKey(a.Nombre).localeCompare(nameKey(b.Nombre)));
        return items;
      });
      return { message: texts.errorTipoUpdated, checklist: toChecklistDetail(updated) };
    },
  );
  app.delete(
    `${errorsBase}/:errorId`,
    { config: editors, schema: { tags: ['checklists'], params: ChecklistErrorParams, response: { 200: ChecklistMutationResponse, ...errors } } },
    async (request) => {
      const updated = await rewrite(request, (items) => {
        const sub = subcontratoOf(items, request);
        if (!sub.ErroresTipo.some((e) => e.id === request.params.errorId)) throw new HttpError(404, texts.errorTipoNotFound);
        sub.ErroresTipo = sub.ErroresTipo.filter((e) => e.id !== request.params.errorId);
        return items;
      });
      return { message: texts.errorTipoDeleted, checklist: toChecklistDetail(updated) };
    },
  );
}
