import {
  type ChecklistCreateBody,
  type ChecklistDetail,
  type ChecklistErrorCreateBody,
  type ChecklistErrorUpdateBody,
  type ChecklistListQuery,
  type ChecklistMutationResponse,
  type ChecklistPage,
  type ChecklistRecintoBody,
  type ChecklistSubcontratosBody,
  type ChecklistUpdateBody,
  type MessageResponse,
  TEMPLATE_LIMITS,
} from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { checklists as texts } from '@insp/messages';
import { HttpError, isDuplicateKey } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';
import type { z } from 'zod';

import type { ChecklistDoc, ChecklistRecintoDoc, ChecklistSubcontratoDoc, ContactoDoc, EmpresaDoc } from '../../models/index.ts';
import { toChecklistDetails, toChecklistSummary } from './mappers.ts';
import { type ChecklistChange, checklistsRepository } from './repository.ts';

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

/** A subcontract of the company's catalogue as a template copies it: its Errores Tipo and contact people. */
interface CatalogueSubcontrato {
  Nombre: string;
  ErroresTipo: { Nombre: string; Activado: boolean }[];
  Contactos: ContactoDoc[];
}

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

/** The write, or 409 with `message` when a unique name index refuses it (insert: 11000; update on devdb: 1). */
async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKey(error)) throw new HttpError(409, message);
    throw error;
  }
}

/** The write; a duplicate (a concurrent request added the same name) is no error. */
async function unlessPresent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Checklist-review templates (spec 000 §2 'CheckList', §3 Checklists): a name, places (Recintos),
 * their subcontractors and each one's Errores Tipo, unique by name at every level. Every part is a
 * document of its own: concurrent edits never overwrite each other, and unique indexes decide clashes.
 */
export function checklistsService(db: Connection) {
  const repo = checklistsRepository(db);

  /** The template as it is now, assembled from its parts. */
  const detailOf = async (company: EmpresaDoc, checklistId: ChecklistDoc['_id']): Promise<ChecklistDetail> => {
    const doc = await repo.find(company._id, checklistId);
    if (!doc) throw new HttpError(404, texts.notFound);
    const [detail] = toChecklistDetails([doc], await repo.parts(company._id, [doc._id]));
    if (!detail) throw new HttpError(404, texts.notFound);
    return detail;
  };
  const answer = async ({ company, checklist }: ChecklistTarget, message: string): Promise<ChecklistMutationResponse> => ({
    message,
    checklist: await detailOf(company, checklist._id),
  });

  const recintoOf = async ({ company, checklist }: ChecklistTarget, place: Place): Promise<ChecklistRecintoDoc> => {
    const found = await repo.findRecinto(company._id, checklist._id, place.recintoId);
    if (!found) throw new HttpError(404, texts.recintoNotFound);
    return found;
  };
  const subcontratoOf = async (target: ChecklistTarget, place: Place): Promise<ChecklistSubcontratoDoc> => {
    const recinto = await recintoOf(target, place);
    const found = await repo.findSubcontrato(target.company._id, recinto._id, place.subcontratoId ?? '');
    if (!found) throw new HttpError(404, texts.subcontratoNotFound);
    return found;
  };

  /** The company's subcontract of each name, if any, with its Errores Tipo and contacts (copied into the template). */
  const fromCatalogue = async (company: EmpresaDoc, names: string[]): Promise<Map<string, CatalogueSubcontrato>> => {
    const catalogue = await repo.catalogSubcontratos(company._id);
    const byKey = new Map(catalogue.map((s) => [s.NombreKey, s]));
    const found = new Map<string, CatalogueSubcontrato>();
    for (const name of names) {
      const item = byKey.get(nameKey(name));
      if (!item || found.has(item.NombreKey)) continue;
      const errores = await repo.catalogErroresTipo(company._id, item._id);
      found.set(item.NombreKey, {
        Nombre: item.Nombre,
        ErroresTipo: errores.map((e) => ({ Nombre: e.Nombre, Activado: e.Activado })),
        Contactos: (item.Contactos ?? []).map((c) => ({ ...c, _id: new Types.ObjectId() })),
      });
    }
    return found;
  };

  /** Inserts the places missing from the template at their positions; a concurrent insert of the same one is fine. */
  const placeRecintos = async (company: EmpresaDoc, checklist: ChecklistDoc, names: string[], current: ChecklistRecintoDoc[]): Promise<void> => {
    const byKey = new Map(current.map((r) => [r.nombreKey, r]));
    for (const [Orden, name] of names.entries()) {
      const existing = byKey.get(nameKey(name));
      if (existing) {
        if (existing.Orden !== Orden) await repo.setRecintoOrden(company._id, existing._id, Orden);
      } else {
        await unlessPresent(() => repo.insertRecinto(company._id, checklist._id, { Nombre: name.trim(), nombreKey: nameKey(name), Activado: true, Orden }));
      }
    }
  };

  return {
    /** The subcontractor of `:recintoId/…/:subcontratoId` in the template, or 404. */
    subcontrato: subcontratoOf,

    /** The template of `:checklistId` in the company, or 404 'no encontrado'. */
    async target(company: EmpresaDoc, checklistId: string): Promise<ChecklistDoc> {
      const doc = await repo.find(company._id, checklistId);
      if (!doc) throw new HttpError(404, texts.notFound);
      return doc;
    },

    async list(company: EmpresaDoc, query: z.output<typeof ChecklistListQuery>): Promise<ChecklistPage> {
      const { page, pageSize } = query;
      const { items, total } = await repo.page(company._id, { page, pageSize });
      const { recintos, withSubcontratos } = await repo.summaries(
        company._id,
        items.map((c) => c._id),
      );
      return {
        items: items.map((c) => toChecklistSummary(c, recintos.get(c._id.toHexString()) ?? 0, withSubcontratos.has(c._id.toHexString()))),
        total,
        page,
        pageSize,
      };
    },

    detail: ({ company, checklist }: ChecklistTarget): Promise<ChecklistDetail> => detailOf(company, checklist._id),

    async create(company: EmpresaDoc, body: ChecklistCreateBody): Promise<ChecklistMutationResponse> {
      if ((await repo.count(company._id)) >= TEMPLATE_LIMITS.checklists) throw new HttpError(409, texts.tooMany(TEMPLATE_LIMITS.checklists));
      const created = await unique(texts.exists, () => repo.insert(company._id, { Nombre: body.Nombre, Nombre_lower: nameKey(body.Nombre) }));
      await placeRecintos(company, created, distinct(body.Recintos), []);
      return answer({ company, checklist: created }, texts.created);
    },

    /** Places still selected keep their subcontractors (and take the new order), new ones are added, the rest removed. */
    async update({ company, checklist }: ChecklistTarget, body: ChecklistUpdateBody): Promise<ChecklistMutationResponse> {
      const change: ChecklistChange = {};
      if (body.Nombre !== undefined) Object.assign(change, { Nombre: body.Nombre, Nombre_lower: nameKey(body.Nombre) });
      if (body.Activado !== undefined) change.Activado = body.Activado;
      if (Object.keys(change).length > 0) {
        const updated = await unique(texts.exists, () => repo.update(company._id, checklist._id, change));
        if (!updated) throw new HttpError(404, texts.notFound);
      }
      if (body.Recintos !== undefined) {
        const wanted = distinct(body.Recintos);
        const keys = new Set(wanted.map(nameKey));
        const current = await repo.recintos(company._id, checklist._id);
        for (const r of current) if (!keys.has(r.nombreKey)) await repo.deleteRecinto(company._id, r._id);
        await placeRecintos(company, checklist, wanted, current);
      }
      return answer({ company, checklist }, texts.updated);
    },

    async remove({ company, checklist }: ChecklistTarget): Promise<MessageResponse> {
      await repo.delete(company._id, checklist._id);
      return { message: texts.deleted };
    },

    async addRecinto(target: ChecklistTarget, body: ChecklistRecintoBody): Promise<ChecklistMutationResponse> {
      const { company, checklist } = target;
      if ((await repo.countRecintos(company._id, checklist._id)) >= TEMPLATE_LIMITS.recintos)
        throw new HttpError(409, texts.recintosTooMany(TEMPLATE_LIMITS.recintos));
      // After every place chosen so far (those hold their index as Orden).
      const Orden = TEMPLATE_LIMITS.recintos + Date.now();
      await unique(texts.recintoExists, () =>
        repo.insertRecinto(company._id, checklist._id, { Nombre: body.Nombre, nombreKey: nameKey(body.Nombre), Activado: body.Activado, Orden }),
      );
      return answer(target, texts.recintoAdded);
    },

    async removeRecinto(target: ChecklistTarget, place: Place): Promise<ChecklistMutationResponse> {
      const recinto = await recintoOf(target, place);
      if (!(await repo.deleteRecinto(target.company._id, recinto._id))) throw new HttpError(404, texts.recintoNotFound);
      return answer(target, texts.recintoDeleted);
    },

    /** Names already in the place are skipped; a subcontract of the company's catalogue brings its Errores Tipo and contacts along. */
    async addSubcontratos(target: ChecklistTarget, place: Place, body: ChecklistSubcontratosBody): Promise<ChecklistMutationResponse> {
      const { company } = target;
      const recinto = await recintoOf(target, place);
      const present = await repo.subcontratos(company._id, recinto._id);
      const presentKeys = new Set(present.map((s) => s.nombreKey));
      const wanted = distinct(body.Subcontratos).filter((name) => !presentKeys.has(nameKey(name)));
      if (present.length + wanted.length > TEMPLATE_LIMITS.subcontratos) throw new HttpError(409, texts.subcontratosTooMany(TEMPLATE_LIMITS.subcontratos));
      const catalogue = await fromCatalogue(company, wanted);
      for (const name of wanted) {
        const item = catalogue.get(nameKey(name));
        const Nombre = item?.Nombre ?? name;
        let sub: ChecklistSubcontratoDoc;
        try {
          sub = await repo.insertSubcontrato(company._id, recinto, {
            Nombre,
            nombreKey: nameKey(Nombre),
            ...(item && item.Contactos.length > 0 ? { Contactos: item.Contactos } : {}),
          });
        } catch (error) {
          // A concurrent request added it (with its error types): skipped like one already present.
          if (isDuplicateKey(error)) continue;
          throw error;
        }
        for (const e of item?.ErroresTipo ?? [])
          await unlessPresent(() => repo.insertErrorTipo(company._id, sub, { Nombre: e.Nombre, nombreKey: nameKey(e.Nombre), Activado: e.Activado }));
      }
      return answer(target, texts.subcontratosAdded);
    },

    async removeSubcontrato(target: ChecklistTarget, place: Place): Promise<ChecklistMutationResponse> {
      const sub = await subcontratoOf(target, place);
      if (!(await repo.deleteSubcontrato(target.company._id, sub._id))) throw new HttpError(404, texts.subcontratoNotFound);
      return answer(target, texts.subcontratoDeleted);
    },

    async addErrorTipo(target: ChecklistTarget, place: Place, body: z.output<typeof ChecklistErrorCreateBody>): Promise<ChecklistMutationResponse> {
      const { company } = target;
      const sub = await subcontratoOf(target, place);
      if ((await repo.countErrores(company._id, sub._id)) >= TEMPLATE_LIMITS.erroresTipo)
        throw new HttpError(409, texts.erroresTooMany(TEMPLATE_LIMITS.erroresTipo));
      await unique(texts.errorTipoExists, () =>
        repo.insertErrorTipo(company._id, sub, { Nombre: body.Nombre, nombreKey: nameKey(body.Nombre), Activado: body.Activado }),
      );
      return answer(target, texts.errorTipoCreated);
    },

    async updateErrorTipo(target: ChecklistTarget, place: Place, body: z.output<typeof ChecklistErrorUpdateBody>): Promise<ChecklistMutationResponse> {
      const { company } = target;
      const sub = await subcontratoOf(target, place);
      const error = await repo.findErrorTipo(company._id, sub._id, place.errorId ?? '');
      if (!error) throw new HttpError(404, texts.errorTipoNotFound);
      const { Nombre, Activado } = body;
      const change = { ...(Nombre !== undefined ? { Nombre, nombreKey: nameKey(Nombre) } : {}), ...(Activado !== undefined ? { Activado } : {}) };
      if (!(await unique(texts.errorTipoExists, () => repo.updateErrorTipo(company._id, error._id, change)))) throw new HttpError(404, texts.errorTipoNotFound);
      return answer(target, texts.errorTipoUpdated);
    },

    async removeErrorTipo(target: ChecklistTarget, place: Place): Promise<ChecklistMutationResponse> {
      const { company } = target;
      const sub = await subcontratoOf(target, place);
      const error = await repo.findErrorTipo(company._id, sub._id, place.errorId ?? '');
      if (!error || !(await repo.deleteErrorTipo(company._id, error._id))) throw new HttpError(404, texts.errorTipoNotFound);
      return answer(target, texts.errorTipoDeleted);
    },
  };
}

export type ChecklistsService = ReturnType<typeof checklistsService>;

/** Every template of the company, whole (the internal API's Checklists): four round trips. */
export async function companyChecklists(db: Connection, companyId: EmpresaDoc['_id']): Promise<ChecklistDetail[]> {
  const repo = checklistsRepository(db);
  const docs = await repo.all(companyId);
  return toChecklistDetails(
    docs,
    await repo.parts(
      companyId,
      docs.map((d) => d._id),
    ),
  );
}
