import type {
  CatalogCreateBody,
  CatalogListQuery,
  CatalogUpdateBody,
  ErroresTipoPage,
  MessageResponse,
  Page,
  RecintoCreateBody,
  RecintoUpdateBody,
} from '@insp/contracts';
import { catalogs as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { CatalogItemDoc, CatalogKind } from '../../models/index.ts';
import { toCatalogItem } from './mappers.ts';
import { type CatalogPlace, catalogsRepository } from './repository.ts';

/** How a route answers an item (plain catalogue item or global Recinto). */
export type Shape<T> = (item: CatalogItemDoc, children?: Map<string, number>) => T;

/**
 * The catalogues (spec 000 §3): names unique per place ignoring case and accents; a subcontract
 * shows how many Errores Tipo it has. `duplicate` is the 409 text of the variant (global or company).
 */
export function catalogsService(db: Connection, duplicate: (kind: CatalogKind) => string) {
  const repo = catalogsRepository(db);

  const list = async <T>(place: CatalogPlace, query: CatalogListQuery, shape: Shape<T>): Promise<Page<T>> => {
    const activo = query.activo === undefined ? undefined : query.activo === 'true';
    const { items, total } = await repo.page(place, { page: query.page, pageSize: query.pageSize, activo, search: query.search });
    const children =
      place.kind === 'subcontratos'
        ? await repo.countErroresTipo(
            place.scope,
            items.map((i) => i._id.toHexString()),
          )
        : undefined;
    return { items: items.map((item) => shape(item, children)), total, page: query.page, pageSize: query.pageSize };
  };

  return {
    list,

    /** An existing subcontract of the scope, or 404 with the subcontract's text. */
    async subcontrato(scope: string, subcontratoId: string): Promise<CatalogItemDoc> {
      const subcontrato = await repo.find({ scope, kind: 'subcontratos', parent: '' }, subcontratoId);
      if (!subcontrato) throw new HttpError(404, texts.byKind.subcontratos.notFound);
      return subcontrato;
    },

    /** The Errores Tipo of a subcontract, with the subcontract itself (and its count) for the page's header. */
    async erroresTipo(place: CatalogPlace, subcontrato: CatalogItemDoc, query: CatalogListQuery): Promise<ErroresTipoPage> {
      const children = await repo.countErroresTipo(place.scope, [subcontrato._id.toHexString()]);
      return { ...(await list(place, query, toCatalogItem)), subcontrato: toCatalogItem(subcontrato, children) };
    },

    async create<T>(place: CatalogPlace, body: CatalogCreateBody | RecintoCreateBody, shape: Shape<T>): Promise<{ message: string; item: T }> {
      const item = await repo.insert(place, body);
      if (!item) throw new HttpError(409, duplicate(place.kind));
      return { message: texts.byKind[place.kind].created, item: shape(item, new Map()) };
    },

    async update<T>(place: CatalogPlace, itemId: string, body: CatalogUpdateBody | RecintoUpdateBody, shape: Shape<T>): Promise<{ message: string; item: T }> {
      const result = await repo.update(place, itemId, body);
      if (result.kind === 'missing') throw new HttpError(404, texts.byKind[place.kind].notFound);
      if (result.kind === 'duplicate') throw new HttpError(409, duplicate(place.kind));
      const children = place.kind === 'subcontratos' ? await repo.countErroresTipo(place.scope, [itemId]) : undefined;
      return { message: texts.byKind[place.kind].updated, item: shape(result.item, children) };
    },

    async remove(place: CatalogPlace, itemId: string): Promise<MessageResponse> {
      if (!(await repo.delete(place, itemId))) throw new HttpError(404, texts.byKind[place.kind].notFound);
      return { message: texts.byKind[place.kind].deleted };
    },
  };
}

export type CatalogsService = ReturnType<typeof catalogsService>;
