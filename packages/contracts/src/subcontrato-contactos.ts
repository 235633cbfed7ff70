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

/** The subcontract (the dialog's title) and its contacts, in the order they were given. */
export const ContactosResponse = z.object({ subcontrato: CatalogItem, Contactos: z.array(SubcontratoContacto) });
export type ContactosResponse = z.infer<typeof ContactosResponse>;

export const ContactosMutationResponse = ContactosResponse.extend({ message: z.string() });
export type ContactosMutationResponse = z.infer<typeof ContactosMutationResponse>;

export const subcontratoContactosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/contactos',
    summary: 'Contactos de un subcontrato de la empresa',
    tags: ['company catalogs'],
    params: CompanySubcontratoParams,
    response: ContactosResponse,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/catalogs/subcontratos/:subcontratoId/contactos',
    summary: 'Reemplazar los contactos de un subcontrato (agregar, editar, quitar)',
    tags: ['company catalogs'],
    params: CompanySubcontratoParams,
    body: ContactosBody,
    response: ContactosMutationResponse,
  }),
} as const;

/**
 * The same contacts for a subcontract of a checklist-review template (the checklist-review
 * subcontracts, issue 20 §1): same body and rules, the subcontract named by id and Nombre.
 */
export const ChecklistContactosResponse = z.object({ subcontrato: z.object({ id: ObjectId, Nombre: z.string() }), Contactos: z.array(SubcontratoContacto) });
export type ChecklistContactosResponse = z.infer<typeof ChecklistContactosResponse>;

export const ChecklistContactosMutationResponse = ChecklistContactosResponse.extend({ message: z.string() });
export type ChecklistContactosMutationResponse = z.infer<typeof ChecklistContactosMutationResponse>;

export const checklistSubcontratoContactosEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/contactos',
    summary: 'Contactos de un subcontrato de un checklist',
    tags: ['checklists'],
    params: ChecklistSubcontratoParams,
    response: ChecklistContactosResponse,
  }),
  replace: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/checklists/:checklistId/recintos/:recintoId/subcontratos/:subcontratoId/contactos',
    summary: 'Reemplazar los contactos de un subcontrato de un checklist (agregar, editar, quitar)',
    tags: ['checklists'],
    params: ChecklistSubcontratoParams,
    body: ContactosBody,
    response: ChecklistContactosMutationResponse,
  }),
} as const;
