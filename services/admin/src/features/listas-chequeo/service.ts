import { Types, type Connection } from 'mongoose';
import type { ListaChequeo, ListaChequeoBody, MessageResponse, Page, PageQuery } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { listas as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { EmpresaDoc, ListaDeChequeoDoc } from '../../models/index.ts';
import { toLista } from './mappers.ts';
import { listasRepository } from './repository.ts';

/** Kept sorted by Nombre_lower (then Id), as the spec stores it. */
const sorted = (items: ListaDeChequeoDoc[]): ListaDeChequeoDoc[] =>
  items.sort((a, b) => (a.Nombre_lower === b.Nombre_lower ? a.Id.localeCompare(b.Id) : a.Nombre_lower < b.Nombre_lower ? -1 : 1));

/** Work-order lists of checks (spec 000 §6): unique names per company; company users only read them. */
export function listasService(db: Connection) {
  const repo = listasRepository(db);

  /** Rewrites the lists; a refused change surfaces as its HttpError, a vanished company as 500 'failed'. */
  const rewrite = async (company: EmpresaDoc, mutate: (items: ListaDeChequeoDoc[]) => ListaDeChequeoDoc[]): Promise<EmpresaDoc> => {
    const updated = await repo.rewrite(company._id, (items) => sorted(mutate(items)));
    if (!updated) throw new HttpError(500, texts.failed);
    return updated;
  };

  return {
    list(company: EmpresaDoc, query: PageQuery): Page<ListaChequeo> {
      const { page, pageSize } = query;
      const all = company.ListasDeChequeo ?? [];
      return { items: all.slice(page * pageSize, (page + 1) * pageSize).map(toLista), total: all.length, page, pageSize };
    },

    get(company: EmpresaDoc, listaId: string): ListaChequeo {
      const found = (company.ListasDeChequeo ?? []).find((l) => l.Id === listaId);
      if (!found) throw new HttpError(404, texts.notFound);
      return toLista(found);
    },

    async create(company: EmpresaDoc, body: ListaChequeoBody): Promise<{ message: string; lista: ListaChequeo }> {
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
      await rewrite(company, (items) => {
        if (items.some((l) => l.Nombre_lower === entry.Nombre_lower)) throw new HttpError(409, texts.exists(body.Nombre));
        return [...items, entry];
      });
      return { message: texts.created, lista: toLista(entry) };
    },

    async update(company: EmpresaDoc, listaId: string, body: ListaChequeoBody): Promise<{ message: string; lista: ListaChequeo }> {
      const key = nameKey(body.Nombre);
      const updated = await rewrite(company, (items) => {
        const current = items.find((l) => l.Id === listaId);
        if (!current) throw new HttpError(404, texts.notFound);
        if (items.some((l) => l.Id !== current.Id && l.Nombre_lower === key)) throw new HttpError(409, texts.exists(body.Nombre));
        Object.assign(current, { Nombre: body.Nombre, Nombre_lower: key, Tipo: body.Tipo, Preguntas: body.Preguntas });
        return items;
      });
      const lista = updated.ListasDeChequeo.find((l) => l.Id === listaId);
      if (!lista) throw new HttpError(404, texts.notFound);
      return { message: texts.updated, lista: toLista(lista) };
    },

    async remove(company: EmpresaDoc, listaId: string): Promise<MessageResponse> {
      await rewrite(company, (items) => {
        if (!items.some((l) => l.Id === listaId)) throw new HttpError(404, texts.notFound);
        return items.filter((l) => l.Id !== listaId);
      });
      return { message: texts.deleted };
    },
  };
}
