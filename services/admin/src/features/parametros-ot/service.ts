import type { Connection } from 'mongoose';
import type { Page, PageQuery, ParametroName } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { listas as listaTexts, parametrosOT as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { EmpresaDoc } from '../../models/index.ts';
import { fieldOf, parametrosRepository } from './repository.ts';

type ParametroResponse = { message: string; items: string[] };

const byName = (values: string[]): string[] => values.sort((a, b) => nameKey(a).localeCompare(nameKey(b)) || a.localeCompare(b));

/**
 * Work-order parameters: UnidadesOT, PasillosOT, SectoresOT, RecintosOT, ElementosOT, OtrosOT.
 * Values are unique ignoring case and accents, kept in name order.
 */
export function parametrosService(db: Connection) {
  const repo = parametrosRepository(db);

  const rewrite = async (company: EmpresaDoc, parametro: ParametroName, mutate: (values: string[]) => string[]): Promise<string[]> => {
    const items = await repo.rewrite(company._id, parametro, (values) => byName(mutate(values)));
    if (!items) throw new HttpError(500, listaTexts.failed);
    return items;
  };

  return {
    list(company: EmpresaDoc, parametro: ParametroName, query: PageQuery): Page<string> {
      const { page, pageSize } = query;
      const all = company[fieldOf[parametro]] ?? [];
      return { items: all.slice(page * pageSize, (page + 1) * pageSize), total: all.length, page, pageSize };
    },

    async add(company: EmpresaDoc, parametro: ParametroName, value: string): Promise<ParametroResponse> {
      const items = await rewrite(company, parametro, (values) => {
        if (values.some((v) => nameKey(v) === nameKey(value))) throw new HttpError(409, texts.exists(value, company.Nombre));
        return [...values, value];
      });
      return { message: texts.added(value, company.Nombre), items };
    },

    async rename(company: EmpresaDoc, parametro: ParametroName, nombre: string, value: string): Promise<ParametroResponse> {
      const items = await rewrite(company, parametro, (values) => {
        const index = values.indexOf(nombre);
        if (index === -1) throw new HttpError(404, texts.notFound(nombre, company.Nombre));
        if (values.some((v, i) => i !== index && nameKey(v) === nameKey(value))) throw new HttpError(409, texts.exists(value, company.Nombre));
        values[index] = value;
        return values;
      });
      return { message: texts.updated(value, company.Nombre), items };
    },

    async remove(company: EmpresaDoc, parametro: ParametroName, nombre: string): Promise<ParametroResponse> {
      const items = await rewrite(company, parametro, (values) => {
        if (!values.includes(nombre)) throw new HttpError(404, texts.notFound(nombre, company.Nombre));
        return values.filter((v) => v !== nombre);
      });
      return { message: texts.removed(nombre, company.Nombre), items };
    },
  };
}
