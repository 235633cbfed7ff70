import { LISTA_LIMITS, type Page, type PageQuery, type ParametroName } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { parametrosOT as texts } from '@insp/messages';
import { HttpError, isDuplicateKey } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { EmpresaDoc } from '../../models/index.ts';
import { parametrosRepository } from './repository.ts';

type ParametroResponse = { message: string; items: string[] };

/**
 * Work-order parameters: UnidadesOT, PasillosOT, SectoresOT, RecintosOT, ElementosOT, OtrosOT.
 * Values are unique ignoring case and accents (unique index), listed in name order. Every clash,
 * also between concurrent requests, is decided by an insert into the unique index: 409, never lost.
 */
export function parametrosService(db: Connection) {
  const repo = parametrosRepository(db);

  /** Inserts the value or answers 409 'ya existe'. */
  const insert = async (company: EmpresaDoc, parametro: ParametroName, value: string) => {
    try {
      return await repo.insert(company._id, parametro, value, nameKey(value));
    } catch (error) {
      if (isDuplicateKey(error)) throw new HttpError(409, texts.exists(value, company.Nombre));
      throw error;
    }
  };

  const answer = async (company: EmpresaDoc, parametro: ParametroName, message: string): Promise<ParametroResponse> => ({
    message,
    items: await repo.all(company._id, parametro),
  });

  return {
    async list(company: EmpresaDoc, parametro: ParametroName, query: PageQuery): Promise<Page<string>> {
      const { page, pageSize } = query;
      const { items, total } = await repo.page(company._id, parametro, { page, pageSize });
      return { items, total, page, pageSize };
    },

    async add(company: EmpresaDoc, parametro: ParametroName, value: string): Promise<ParametroResponse> {
      // The bound is checked before the insert: concurrent adds may pass it by a few, never without limit.
      if ((await repo.count(company._id, parametro)) >= LISTA_LIMITS.parametros) throw new HttpError(409, texts.tooMany(LISTA_LIMITS.parametros));
      await insert(company, parametro, value);
      return answer(company, parametro, texts.added(value, company.Nombre));
    },

    /**
     * A new name key is inserted first (the unique index decides between concurrent renames onto
     * one name), then the old value removed; a rename that finds its value already gone takes its
     * insert back and answers 404.
     */
    async rename(company: EmpresaDoc, parametro: ParametroName, nombre: string, value: string): Promise<ParametroResponse> {
      const [current, holder] = await Promise.all([repo.find(company._id, parametro, nombre), repo.findByKey(company._id, parametro, nameKey(value))]);
      // The name is taken by another value (also when a concurrent rename of this one got there first).
      if (holder && !(current && holder._id.equals(current._id))) throw new HttpError(409, texts.exists(value, company.Nombre));
      if (!current) {
        // Both reads race a concurrent rename of this value onto the same name: its insert comes
        // before its delete, so a value gone now means the name is taken now.
        if (await repo.findByKey(company._id, parametro, nameKey(value))) throw new HttpError(409, texts.exists(value, company.Nombre));
        throw new HttpError(404, texts.notFound(nombre, company.Nombre));
      }
      if (current.nombreKey === nameKey(value)) {
        if (!(await repo.respell(company._id, current._id, value))) throw new HttpError(404, texts.notFound(nombre, company.Nombre));
      } else {
        const created = await insert(company, parametro, value);
        if (!(await repo.delete(company._id, current._id))) {
          await repo.delete(company._id, created._id);
          throw new HttpError(404, texts.notFound(nombre, company.Nombre));
        }
      }
      return answer(company, parametro, texts.updated(value, company.Nombre));
    },

    async remove(company: EmpresaDoc, parametro: ParametroName, nombre: string): Promise<ParametroResponse> {
      const current = await repo.find(company._id, parametro, nombre);
      if (!current || !(await repo.delete(company._id, current._id))) throw new HttpError(404, texts.notFound(nombre, company.Nombre));
      return answer(company, parametro, texts.removed(nombre, company.Nombre));
    },
  };
}
