import { ChecklistContactosMutationResponse, ChecklistContactosResponse, ChecklistMutationResponse, ContactosMutationResponse } from '@insp/contracts';
import { checklists, contactos, users } from '@insp/messages';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { addCatalogItem, caller, startWithCompanies } from './helpers.ts';

/** Contact people of a checklist template's subcontracts (issue 20 §1), with the catalogue's rules. */
const { ctx, admin, director, encargado, own, other } = await startWithCompanies();
const call = caller(ctx.app, director);
const pintura = await addCatalogItem(ctx.app, own, 'subcontratos', 'Pintura');
const catalogueContacts = await call('PUT', `/companies/${own.toHexString()}/catalogs/subcontratos/${pintura.toHexString()}/contactos`, director, {
  Contactos: [{ Nombre: 'Rodrigo Pérez', Email: 'rperez@pinturas.cl', Telefono: '+56988889999' }],
});
const catalogueContacto = ContactosMutationResponse.parse(catalogueContacts.json()).Contactos[0]!;

async function template(company: Types.ObjectId, token: string, subcontratos: string[]) {
  const created = await call('POST', `/companies/${company.toHexString()}/checklists`, token, {
    Nombre: `Plantilla ${new Types.ObjectId().toHexString()}`,
    Recintos: ['Baño'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const { checklist } = ChecklistMutationResponse.parse(created.json());
  const recinto = checklist.ItemsRecintos[0]!;
  const path = `/companies/${company.toHexString()}/checklists/${checklist.id}/recintos/${recinto.id}/subcontratos`;
  const added = await call('POST', path, token, { Subcontratos: subcontratos });
  expect(added.statusCode, added.body).toBe(201);
  const subs = ChecklistMutationResponse.parse(added.json()).checklist.ItemsRecintos[0]!.Subcontratos;
  return { url: (nombre: string) => `${path}/${subs.find((s) => s.Nombre === nombre)!.id}/contactos`, path };
}

const own1 = await template(own, director, ['Pintura', 'Gasfitería']);

describe("contacts of a checklist template's subcontracts", () => {
  it("a subcontract added from the company's catalogue brings its contacts along; one of no catalogue starts empty", async () => {
    const read = ChecklistContactosResponse.parse((await call('GET', own1.url('Pintura'))).json());
    expect(read.subcontrato.Nombre).toBe('Pintura');
    expect(read.Contactos).toHaveLength(1);
    expect(read.Contactos[0]).toMatchObject({ Nombre: 'Rodrigo Pérez', Email: 'rperez@pinturas.cl', Telefono: '+56988889999' });
    // a copy: its own id, so editing the template's does not touch the catalogue's
    expect(read.Contactos[0]!.id).not.toBe(catalogueContacto.id);
    expect(ChecklistContactosResponse.parse((await call('GET', own1.url('Gasfitería'))).json())).toMatchObject({
      subcontrato: { Nombre: 'Gasfitería' },
      Contactos: [],
    });
  });

  it("the director adds, edits and removes them, with the phone stored as users' and the email lowercase", async () => {
    const added = await call('PUT', own1.url('Gasfitería'), director, {
      Contactos: [
        { Nombre: 'Ana Soto', Email: 'Ana@Gasfiter.cl', Telefono: '8765 4321' },
        { Nombre: 'Luis Rojas', Email: 'luis@gasfiter.cl', Telefono: '+56912345678' },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const first = ChecklistContactosMutationResponse.parse(added.json());
    expect(first.message).toBe(contactos.saved);
    expect(first.Contactos.map(({ Nombre, Email, Telefono }) => ({ Nombre, Email, Telefono }))).toEqual([
      { Nombre: 'Ana Soto', Email: 'ana@gasfiter.cl', Telefono: '+56987654321' },
      { Nombre: 'Luis Rojas', Email: 'luis@gasfiter.cl', Telefono: '+56912345678' },
    ]);
    const [ana] = first.Contactos;
    const edited = ChecklistContactosMutationResponse.parse(
      (
        await call('PUT', own1.url('Gasfitería'), admin, {
          Contactos: [{ id: ana!.id, Nombre: 'Ana Soto', Email: 'ana@gasfiter.cl', Telefono: '9 1111 2222' }],
        })
      ).json(),
    );
    expect(edited.Contactos).toEqual([{ id: ana!.id, Nombre: 'Ana Soto', Email: 'ana@gasfiter.cl', Telefono: '+56911112222' }]);
    expect(ChecklistContactosResponse.parse((await call('GET', own1.url('Gasfitería'))).json()).Contactos).toEqual(edited.Contactos);
    const cleared = await call('PUT', own1.url('Gasfitería'), director, { Contactos: [] });
    expect(ChecklistContactosMutationResponse.parse(cleared.json()).Contactos).toEqual([]);
    // the catalogue's subcontract keeps its own
    const catalogue = await call('GET', `/companies/${own.toHexString()}/catalogs/subcontratos/${pintura.toHexString()}/contactos`);
    expect(ContactosMutationResponse.omit({ message: true }).parse(catalogue.json()).Contactos).toEqual([catalogueContacto]);
  });

  it.each([
    [{ Email: 'no-es-correo' }, contactos.emailInvalid],
    [{ Telefono: '+569' }, users.telefonoRequired],
    [{ Telefono: '1234' }, users.telefonoInvalid],
  ])('refuses a contact %j with the Spanish 400 of the catalogue', async (patch, message) => {
    const response = await call('PUT', own1.url('Pintura'), director, { Contactos: [{ Nombre: 'Ana', Email: 'ana@x.cl', Telefono: '87654321', ...patch }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("another company's template subcontract is not the director's; a missing one is 404; a UsuarioEmpresa gets 403", async () => {
    const ajena = await template(other, admin, ['Pintura']);
    expect((await call('GET', ajena.url('Pintura'), director)).statusCode).not.toBe(200);
    expect((await call('PUT', ajena.url('Pintura'), director, { Contactos: [] })).statusCode).not.toBe(200);
    const missing = await call('GET', `${own1.path}/${new Types.ObjectId().toHexString()}/contactos`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: checklists.subcontratoNotFound });
    expect((await call('GET', own1.url('Pintura'), encargado)).statusCode).toBe(403);
    expect((await call('PUT', own1.url('Pintura'), encargado, { Contactos: [] })).statusCode).toBe(403);
  });
});
