import { contactos } from '@insp/messages';
import { z } from 'zod';

import { CatalogItem, CompanySubcontratoParams } from './catalogs.ts';
import { ChecklistSubcontratoParams } from './checklists.ts';
import { endpoint } from './endpoint.ts';
import { ObjectId } from './identity.ts';
import { TelefonoChileno } from './users.ts';

/**
 * Contact people of a company's subcontract (issue 20 §1): name, email and Chilean phone (validated
 * as users' phones), at most `contactos.max` per subcontract. The director (and the Administrador)
 * read and replace the whole list at `/companies/:companyId/catalogs/subcontratos/:subcontratoId/contactos`;
 * a contact sent with the id of one it had keeps that id, any other gets a new one.
 */
export const CONTACTOS_MAX = contactos.max;

export const ContactoInput = z.strictObject({
  id: ObjectId.optional(),
  Nombre: z.string({ error: contactos.nombreRequired }).trim().min(1, contactos.nombreRequired).max(255, contactos.nombreTooLong),
  Email: z
    .string({ error: contactos.emailRequired })
    .trim()
    .min(1, contactos.emailRequired)
    .max(255, contactos.emailInvalid)
    .pipe(z.email(contactos.emailInvalid))
    .transform((email) => email.toLowerCase()),
  Telefono: TelefonoChileno,
});
export type ContactoInput = z.infer<typeof ContactoInput>;

export const ContactosBody = z.strictObject({
  Contactos: z.array(ContactoInput, { error: contactos.listInvalid }).max(CONTACTOS_MAX, contactos.tooMany(CONTACTOS_MAX)),
});
export type ContactosBody = z.infer<typeof ContactosBody>;

export const SubcontratoContacto = z.object({ id: ObjectId, Nombre: z.string(), Email: z.string(), Telefono: z.string() });
export type SubcontratoContacto = z.infer<typeof SubcontratoContacto>;

/**
 * The contacts of one kind of subcontract at its route (`path`, `params`, `tags`): the list answers
 * the subcontract as its dialog titles it (`subcontrato`) and its contacts, in the order they were
 * given; the whole list is replaced with ContactosBody and answered the same with the Spanish message.
 */
function contactosDe<Subcontrato extends z.ZodType, Params extends z.ZodType>(
  subcontrato: Subcontrato,
  route: { path: string; tags: string[]; params: Params },
  summaries: { list: string; replace: string },
) {
  const Response = z.object({ subcontrato, Contactos: z.array(SubcontratoContacto) });
  const MutationResponse = Response.extend({ message: z.string() });
  const endpoints = {
    list: endpoint({ method: 'GET', ...route, summary: summaries.list, response: Response }),
    replace: endpoint({ method: 'PUT', ...route, summary: summaries.replace, body: ContactosBody, response: MutationResponse }),
  } as const;
  return { Response, MutationResponse, endpoints };
}

const deCatalogo = contactosDe(
  CatalogItem,
  { path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/contactos', tags: ['company catalogs'], params: CompanySubcontratoParams },
  { list: 'Contactos de un subcontrato de la empresa', replace: 'Reemplazar los contactos de un subcontrato (agregar, editar, quitar)' },
);
export const { Response: ContactosResponse, MutationResponse: ContactosMutationResponse, endpoints: subcontratoContactosEndpoints } = deCatalogo;
export type ContactosResponse = z.infer<typeof ContactosResponse>;
export type ContactosMutationResponse = z.infer<typeof ContactosMutationResponse>;

/**
 * The same contacts for a subcontract of a checklist-review template (the checklist-review
 * subcontracts, issue 20 §1): same body and rules, the subcontract named by id and Nombre.
 */
const deChecklist = contactosDe(
  z.object({ id: ObjectId, Nombre: z.string() }),
  {
    path: '/companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/contactos',
    tags: ['checklists'],
    params: ChecklistSubcontratoParams,
  },
  { list: 'Contactos de un subcontrato de un checklist', replace: 'Reemplazar los contactos de un subcontrato de un checklist (agregar, editar, quitar)' },
);
export const {
  Response: ChecklistContactosResponse,
  MutationResponse: ChecklistContactosMutationResponse,
  endpoints: checklistSubcontratoContactosEndpoints,
} = deChecklist;
export type ChecklistContactosResponse = z.infer<typeof ChecklistContactosResponse>;
export type ChecklistContactosMutationResponse = z.infer<typeof ChecklistContactosMutationResponse>;
