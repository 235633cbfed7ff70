import { LISTA_LIMITS, type ListaChequeo, type ListaChequeoBody, type MessageResponse, type Page, type PageQuery } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { listas as texts } from '@insp/messages';
import { HttpError, isDuplicateKey } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { EmpresaDoc } from '../../models/index.ts';
import { toLista } from './mappers.ts';
import { type ListaFields, listasRepository } from './repository.ts';

const fieldsOf = (body: ListaChequeoBody): ListaFields => ({
  Nombre: body.Nombre,
  nombreKey: nameKey(body.Nombre),
  Tipo: body.Tipo,
  Preguntas: body.Preguntas,
});

/**
 * Work-order lists of checks (spec 000 §6): unique names per company (a unique index decides, also
 * between concurrent requests: 409); company users only read them.
 */
export function listasService(db: Connection) {
  const repo = listasRepository(db);

  /** The write, or 409 'ya existe' when the unique name index refuses it. */
  const unique = async <T>(body: ListaChequeoBody, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error)) throw new HttpError(409, texts.exists(body.Nombre));
      throw error;
    }
  };

  return {
    async list(company: EmpresaDoc, query: PageQuery): Promise<Page<ListaChequeo>> {
      const { page, pageSize } = query;
      const { items, total } = await repo.page(company._id, { page, pageSize });
      return { items: items.map(toLista), total, page, pageSize };
    },

    async get(company: EmpresaDoc, listaId: string): Promise<ListaChequeo> {
      const found = await repo.find(company._id, listaId);
      if (!found) throw new HttpError(404, texts.notFound);
      return toLista(found);
    },

    async create(company: EmpresaDoc, body: ListaChequeoBody): Promise<{ message: string; lista: ListaChequeo }> {
      // Checked before the insert: concurrent creates may pass the bound by a few, never without limit.
      if ((await repo.count(company._id)) >= LISTA_LIMITS.listas) throw new HttpError(409, texts.tooMany(LISTA_LIMITS.listas));
      const created = await unique(body, () => repo.insert(company._id, fieldsOf(body)));
      return { message: texts.created, lista: toLista(created) };
    },

    async update(company: EmpresaDoc, listaId: string, body: ListaChequeoBody): Promise<{ message: string; lista: ListaChequeo }> {
      const current = await repo.find(company._id, listaId);
      if (!current) throw new HttpError(404, texts.notFound);
      const updated = await unique(body, () => repo.update(company._id, current._id, fieldsOf(body)));
      if (!updated) throw new HttpError(404, texts.notFound);
      return { message: texts.updated, lista: toLista(updated) };
    },

    async remove(company: EmpresaDoc, listaId: string): Promise<MessageResponse> {
      const current = await repo.find(company._id, listaId);
      if (!current || !(await repo.delete(company._id, current._id))) throw new HttpError(404, texts.notFound);
      return { message: texts.deleted };
    },
  };
}
