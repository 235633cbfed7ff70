import type { checklistSubcontratoContactosEndpoints, subcontratoContactosEndpoints } from '@insp/contracts';
import { type ContactoInput, type SubcontratoContacto } from '@insp/contracts';
import { contactos } from '@insp/messages';
import type { TestRemote } from '@insp/ui/testing';
import { screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

import { id } from './fixtures.ts';

type User = ReturnType<typeof userEvent.setup>;

/**
 * A subcontract's contacts as admin keeps them (the configuration page's subcontract or a checklist
 * template's): the list answers what is stored, a replace stores what it is sent (new ones get ids).
 */
export function fakeContactos(
  remote: TestRemote,
  endpoints: typeof subcontratoContactosEndpoints | typeof checklistSubcontratoContactosEndpoints,
  subcontrato: { id: string; Nombre: string },
  initial: SubcontratoContacto[],
) {
  let stored = initial;
  remote.fake.on('admin', endpoints.list, () => ({ subcontrato, Contactos: stored }));
  remote.fake.on('admin', endpoints.replace, ({ body }) => {
    stored = body.Contactos.map((c, i) => ({ id: c.id ?? id(30 + i), Nombre: c.Nombre, Email: c.Email, Telefono: c.Telefono }));
    return { message: contactos.saved, subcontrato, Contactos: stored };
  });
}

/** Opens 'Contactos' of the one subcontract shown: the dialog, titled with its name, and its form. */
export async function openContactos(user: User, nombre: string) {
  await user.click(await screen.findByRole('button', { name: contactos.button }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(contactos.title(nombre))).toBeTruthy();
  return { dialog, form: within(dialog).getByTestId('contacto-form') };
}

/** Types a contact into the dialog's form and presses 'Agregar'. */
export async function addContacto(user: User, form: HTMLElement, contacto: ContactoInput) {
  await user.type(within(form).getByLabelText(contactos.nombre), contacto.Nombre);
  await user.type(within(form).getByLabelText(contactos.email), contacto.Email);
  await user.type(within(form).getByLabelText(contactos.telefono), contacto.Telefono);
  await user.click(within(form).getByRole('button', { name: contactos.add }));
}
