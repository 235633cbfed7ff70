import type { ContactosBody, ContactosMutationResponse, ContactosResponse, SubcontratoContacto } from '@insp/contracts';
import { formatTelefono, hasTelefono } from '@insp/domain';
import { catalogs, contactos as texts, users } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import type { CatalogItemDoc, ContactoDoc } from '../../models/index.ts';
import { toCatalogItem } from './mappers.ts';
import { catalogsRepository } from './repository.ts';

const toContacto = (contacto: ContactoDoc): SubcontratoContacto => ({
  id: contacto._id.toHexString(),
  Nombre: contacto.Nombre,
  Email: contacto.Email,
  Telefono: contacto.Telefono,
});

/**
 * Contact people of a company's subcontract (issue 20 §1). The list is replaced whole: a contact
 * keeps its id when it is sent with one it had, the others get new ids; phones are stored as users'
 * are (+569 and the 8 digits; the bare prefix is 'Número es requerido').
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
      const known = new Set((subcontrato.Contactos ?? []).map((c) => c._id.toHexString()));
      const contactos = body.Contactos.map((contacto): ContactoDoc => {
        if (!hasTelefono(contacto.Telefono)) throw new HttpError(400, users.telefonoRequired);
        return {
          _id: contacto.id !== undefined && known.has(contacto.id) ? new Types.ObjectId(contacto.id) : new Types.ObjectId(),
          Nombre: contacto.Nombre,
          Email: contacto.Email,
          Telefono: formatTelefono(contacto.Telefono),
        };
      });
      const updated = await repo.setContactos({ scope, kind: 'subcontratos', parent: '' }, subcontrato._id, contactos);
      if (!updated) throw new HttpError(404, catalogs.byKind.subcontratos.notFound);
      return { message: texts.saved, ...(await answer(scope, updated)) };
    },
  };
}
