import { Types, type Connection } from 'mongoose';
import type {
  ChecklistCreateBody,
  ChecklistDetail,
  ChecklistErrorCreateBody,
  ChecklistErrorUpdateBody,
  ChecklistListQuery,
  ChecklistMutationResponse,
  ChecklistPage,
  ChecklistRecintoBody,
  ChecklistSubcontratosBody,
  ChecklistUpdateBody,
  MessageResponse,
} from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { checklists as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { z } from 'zod';
import type { ChecklistDoc, EmpresaDoc, RecintoEntry, SubcontratoEntry } from '../../models/index.ts';
import { isDuplicateKey } from '../../repositories/errors.ts';
import { toChecklistDetail, toChecklistSummary } from './mappers.ts';
import { checklistsRepository, type ChecklistChange } from './repository.ts';

/** A template addressed by a route, inside the company it was resolved in. */
export interface ChecklistTarget {
  company: EmpresaDoc;
  checklist: ChecklistDoc;
}

/** Where in the template a route points (`:recintoId`, `:subcontratoId`, `:errorId`). */
export interface Place {
  recintoId: string;
  subcontratoId?: string;
  errorId?: string;
}

/** Lost updates of ItemsRecintos are retried this many times before answering 409. */
const REWRITE_ATTEMPTS = 5;

const newId = (): string => new Types.ObjectId().toHexString();
const newRecinto = (Nombre: string, Activado = true): RecintoEntry => ({ id: newId(), Nombre: Nombre.trim(), Activado, Subcontratos: [] });
const byName = (a: { Nombre: string }, b: { Nombre: string }): number => nameKey(a.Nombre).localeCompare(nameKey(b.Nombre));

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

function recintoOf(items: RecintoEntry[], place: Place): RecintoEntry {
  const found = items.find((r) => r.id === place.recintoId);
  if (!found) throw new HttpError(404, texts.recintoNotFound);
  return found;
}

function subcontratoOf(items: RecintoEntry[], place: Place): SubcontratoEntry {
  const found = recintoOf(items, place).Subcontratos.find((s) => s.id === place.subcontratoId);
  if (!found) throw new HttpError(404, texts.subcontratoNotFound);
  return found;
}

/**
 * Checklist-review templates (spec 000 §2 'CheckList', §3 Checklists): a name, places (Recintos),
 * their subcontractors and each one's Errores Tipo, unique by name at every level.
 */
export function checklistsService(db: Connection) {
  const repo = checklistsRepository(db);

  /**
   * Rewrites ItemsRecintos whole, conditional on the revision read; a lost race reloads and
   * retries. `mutate` returns the new places or throws the route's HttpError.
   */
  const rewrite = async (
    { company, checklist }: ChecklistTarget,
    mutate: (items: RecintoEntry[]) => Promise<RecintoEntry[]> | RecintoEntry[],
  ): Promise<ChecklistDetail> => {
    let doc: ChecklistDoc | null = checklist;
    for (let attempt = 0; attempt < REWRITE_ATTEMPTS; attempt++) {
      if (attempt > 0) doc = await repo.find(company._id, checklist._id);
      if (!doc) throw new HttpError(404, texts.notFound);
      const items = await mutate(structuredClone(doc.ItemsRecintos));
      const updated = await repo.update(company._id, doc._id, doc.Rev, { ItemsRecintos: items });
      if (updated) return toChecklistDetail(updated);
    }
    throw new HttpError(409, texts.loadFailed);
  };

  /** The company's subcontract of each name, if any, with its Errores Tipo (copied into the template). */
  const fromCatalogue = async (company: EmpresaDoc, names: string[]): Promise<Map<string, { Nombre: string; ErroresTipo: { Nombre: string; Activado: boolean }[] }>> => {
    const catalogue = await repo.catalogSubcontratos(company._id);
    const byKey = new Map(catalogue.map((s) => [s.NombreKey, s]));
    const found = new Map<string, { Nombre: string; ErroresTipo: { Nombre: string; Activado: boolean }[] }>();
    for (const name of names) {
      const item = byKey.get(nameKey(name));
      if (!item || found.has(item.NombreKey)) continue;
      const errores = await repo.catalogErroresTipo(company._id, item._id);
      found.set(item.NombreKey, { Nombre: item.Nombre, ErroresTipo: errores.map((e) => ({ Nombre: e.Nombre, Activado: e.Activado })) });
    }
    return found;
  };

  return {
    /** The template of `:checklistId` in the company, or 404 'no encontrado'. */
    async target(company: EmpresaDoc, checklistId: string): Promise<ChecklistDoc> {
      const doc = await repo.find(company._id, checklistId);
      if (!doc) throw new HttpError(404, texts.notFound);
      return doc;
    },

    async list(company: EmpresaDoc, query: z.output<typeof ChecklistListQuery>): Promise<ChecklistPage> {
      const { page, pageSize } = query;
      const { items, total } = await repo.page(company._id, { page, pageSize });
      return { items: items.map(toChecklistSummary), total, page, pageSize };
    },

    detail: ({ checklist }: ChecklistTarget): ChecklistDetail => toChecklistDetail(checklist),

    async create(company: EmpresaDoc, body: ChecklistCreateBody): Promise<ChecklistMutationResponse> {
      try {
        const created = await repo.insert(company._id, {
          Nombre: body.Nombre,
          Nombre_lower: nameKey(body.Nombre),
          ItemsRecintos: distinct(body.Recintos).map((name) => newRecinto(name)),
        });
        return { message: texts.created, checklist: toChecklistDetail(created) };
      } catch (error) {
        if (isDuplicateKey(error)) throw new HttpError(409, texts.exists);
        throw error;
      }
    },

    /** Places still selected keep their subcontractors, new ones are added, the rest removed. */
    async update({ company, checklist }: ChecklistTarget, body: ChecklistUpdateBody): Promise<ChecklistMutationResponse> {
      const change: ChecklistChange = {};
      if (body.Nombre !== undefined) {
        const key = nameKey(body.Nombre);
        // Unique per company; the same checklist may keep its name (checked first: FerretDB's update violations are not 11000).
        if (await repo.nameTaken(company._id, key, checklist._id)) throw new HttpError(409, texts.exists);
        Object.assign(change, { Nombre: body.Nombre, Nombre_lower: key });
      }
      if (body.Activado !== undefined) change.Activado = body.Activado;
      if (body.Recintos !== undefined) {
        const current = new Map(checklist.ItemsRecintos.map((r) => [nameKey(r.Nombre), r]));
        change.ItemsRecintos = distinct(body.Recintos).map((name) => current.get(nameKey(name)) ?? newRecinto(name));
      }
      const updated = await repo.update(company._id, checklist._id, checklist.Rev, change);
      if (!updated) throw new HttpError(409, texts.loadFailed);
      return { message: texts.updated, checklist: toChecklistDetail(updated) };
    },

    async remove({ company, checklist }: ChecklistTarget): Promise<MessageResponse> {
      await repo.delete(company._id, checklist._id);
      return { message: texts.deleted };
    },

    async addRecinto(target: ChecklistTarget, body: ChecklistRecintoBody): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, (items) => {
        if (items.some((r) => nameKey(r.Nombre) === nameKey(body.Nombre))) throw new HttpError(409, texts.recintoExists);
        return [...items, newRecinto(body.Nombre, body.Activado)];
      });
      return { message: texts.recintoAdded, checklist };
    },

    async removeRecinto(target: ChecklistTarget, place: Place): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, (items) => {
        recintoOf(items, place);
        return items.filter((r) => r.id !== place.recintoId);
      });
      return { message: texts.recintoDeleted, checklist };
    },

    /** Names already in the place are skipped; a subcontract of the company's catalogue brings its Errores Tipo along. */
    async addSubcontratos(target: ChecklistTarget, place: Place, body: ChecklistSubcontratosBody): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, async (items) => {
        const recinto = recintoOf(items, place);
        const present = new Set(recinto.Subcontratos.map((s) => nameKey(s.Nombre)));
        const wanted = distinct(body.Subcontratos).filter((name) => !present.has(nameKey(name)));
        const catalogue = await fromCatalogue(target.company, wanted);
        for (const name of wanted) {
          const item = catalogue.get(nameKey(name));
          recinto.Subcontratos.push({ id: newId(), Nombre: item?.Nombre ?? name, ErroresTipo: (item?.ErroresTipo ?? []).map((e) => ({ id: newId(), ...e })) });
        }
        return items;
      });
      return { message: texts.subcontratosAdded, checklist };
    },

    async removeSubcontrato(target: ChecklistTarget, place: Place): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, (items) => {
        const recinto = recintoOf(items, place);
        subcontratoOf(items, place);
        recinto.Subcontratos = recinto.Subcontratos.filter((s) => s.id !== place.subcontratoId);
        return items;
      });
      return { message: texts.subcontratoDeleted, checklist };
    },

    async addErrorTipo(target: ChecklistTarget, place: Place, body: z.output<typeof ChecklistErrorCreateBody>): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, (items) => {
        const sub = subcontratoOf(items, place);
        if (sub.ErroresTipo.some((e) => nameKey(e.Nombre) === nameKey(body.Nombre))) throw new HttpError(409, texts.errorTipoExists);
        sub.ErroresTipo.push({ id: newId(), Nombre: body.Nombre, Activado: body.Activado });
        sub.ErroresTipo.sort(byName);
        return items;
      });
      return { message: texts.errorTipoCreated, checklist };
    },

    async updateErrorTipo(target: ChecklistTarget, place: Place, body: z.output<typeof ChecklistErrorUpdateBody>): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, (items) => {
        const sub = subcontratoOf(items, place);
        const error = sub.ErroresTipo.find((e) => e.id === place.errorId);
        if (!error) throw new HttpError(404, texts.errorTipoNotFound);
        const { Nombre, Activado } = body;
        if (Nombre !== undefined) {
          if (sub.ErroresTipo.some((e) => e.id !== error.id && nameKey(e.Nombre) === nameKey(Nombre))) throw new HttpError(409, texts.errorTipoExists);
          error.Nombre = Nombre;
        }
        if (Activado !== undefined) error.Activado = Activado;
        sub.ErroresTipo.sort(byName);
        return items;
      });
      return { message: texts.errorTipoUpdated, checklist };
    },

    async removeErrorTipo(target: ChecklistTarget, place: Place): Promise<ChecklistMutationResponse> {
      const checklist = await rewrite(target, (items) => {
        const sub = subcontratoOf(items, place);
        if (!sub.ErroresTipo.some((e) => e.id === place.errorId)) throw new HttpError(404, texts.errorTipoNotFound);
        sub.ErroresTipo = sub.ErroresTipo.filter((e) => e.id !== place.errorId);
        return items;
      });
      return { message: texts.errorTipoDeleted, checklist };
    },
  };
}

export type ChecklistsService = ReturnType<typeof checklistsService>;
