import type { ContactosBody, SubcontratoContacto } from '@insp/contracts';
import { formatTelefono, hasTelefono } from '@insp/domain';
import { users } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import type { ContactoDoc } from '../models/index.ts';

/**
 * Contact people of a subcontract (issue 20 §1), the same for a company's Subcontratos catalogue
 * (features/catalogs) and a checklist template's subcontracts (features/checklists).
 */
export const toContacto = (contacto: ContactoDoc): SubcontratoContacto => ({
  id: contacto._id.toHexString(),
  Nombre: contacto.Nombre,
  Email: contacto.Email,
  Telefono: contacto.Telefono,
});

/**
 * The list to store in place of `previous`: a contact keeps its id when it is sent with one it had,
 * the others get new ids; phones are stored as users' are (+569 and the 8 digits; the bare prefix is
 * 'Número es requerido', a 400).
 */
export function contactosToStore(previous: ContactoDoc[] | undefined, body: ContactosBody): ContactoDoc[] {
  const known = new Set((previous ?? []).map((c) => c._id.toHexString()));
  return body.Contactos.map((contacto): ContactoDoc => {
    if (!hasTelefono(contacto.Telefono)) throw new HttpError(400, users.telefonoRequired);
    return {
      _id: contacto.id !== undefined && known.has(contacto.id) ? new Types.ObjectId(contacto.id) : new Types.ObjectId(),
      Nombre: contacto.Nombre,
      Email: contacto.Email,
      Telefono: formatTelefono(contacto.Telefono),
    };
  });
}
