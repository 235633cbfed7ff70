import type { ChecklistContactosMutationResponse, ChecklistContactosResponse, ContactosBody } from '@insp/contracts';
import { checklists, contactos as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { ChecklistSubcontratoDoc } from '../../models/index.ts';
import { contactosToStore, toContacto } from '../../shared/contactos.ts';
import { checklistsRepository } from './repository.ts';
import type { ChecklistTarget } from './service.ts';

const answer = (subcontrato: ChecklistSubcontratoDoc): ChecklistContactosResponse => ({
  subcontrato: { id: subcontrato._id.toHexString(), Nombre: subcontrato.Nombre },
  Contactos: (subcontrato.Contactos ?? []).map(toContacto),
});

/**
 * Contact people of a checklist template's subcontractor (issue 20 §1), with the rules of the
 * catalogue's (shared/contactos.ts): the list is replaced whole, ids kept, phones formatted as users'.
 */
export function checklistContactosService(db: Connection) {
  const repo = checklistsRepository(db);
  return {
    /** The subcontractor (already resolved in the template) and its contacts. */
    list: (subcontrato: ChecklistSubcontratoDoc): ChecklistContactosResponse => answer(subcontrato),

    async replace({ company }: ChecklistTarget, subcontrato: ChecklistSubcontratoDoc, body: ContactosBody): Promise<ChecklistContactosMutationResponse> {
      const updated = await repo.setContactos(company._id, subcontrato._id, contactosToStore(subcontrato.Contactos, body));
      if (!updated) throw new HttpError(404, checklists.subcontratoNotFound);
      return { message: texts.saved, ...answer(updated) };
    },
  };
}
