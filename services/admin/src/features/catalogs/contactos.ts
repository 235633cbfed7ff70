import type { ContactosBody, ContactosMutationResponse, ContactosResponse } from '@insp/contracts';
import { catalogs, contactos as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { CatalogItemDoc } from '../../models/index.ts';
import { contactosToStore, toContacto } from '../../shared/contactos.ts';
import { toCatalogItem } from './mappers.ts';
import { catalogsRepository } from './repository.ts';

/**
 * Contact people of a company's subcontract (issue 20 §1). The list is replaced whole (shared/contactos.ts:
 * ids kept, phones formatted as users').
 */
export function contactosService(db: Connection) {
  const repo = catalogsRepository(db);

  const answer = async (scope: string, subcontrato: CatalogItemDoc): Promise<ContactosResponse> => {
    const children = await repo.countErroresTipo(scope, [subcontrato._id.toHexString()]);
    return { subcontrato: toCatalogItem(subcontrato, children), Contactos: (subcontrato.Contactos ?? []).map(toContacto) };
  };

  return {
    /** The subcontract (already resolved in the tenant's scope) and its contacts. */
    list: (scope: string, subcontrato: CatalogItemDoc): Promise<ContactosResponse> => answer(scope, subcontrato),

    async replace(scope: string, subcontrato: CatalogItemDoc, body: ContactosBody): Promise<ContactosMutationResponse> {
      const contactos = contactosToStore(subcontrato.Contactos, body);
      const updated = await repo.setContactos({ scope, kind: 'subcontratos', parent: '' }, subcontrato._id, contactos);
      if (!updated) throw new HttpError(404, catalogs.byKind.subcontratos.notFound);
      return { message: texts.saved, ...(await answer(scope, updated)) };
    },
  };
}
