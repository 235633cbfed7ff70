import { ContactosMutationResponse, ContactosResponse } from '@insp/contracts';
import { catalogs, contactos, users } from '@insp/messages';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { addCatalogItem, caller, startWithCompanies } from './helpers.ts';

/** Contact people of a company's subcontract (issue 20 §1), managed by the director and the Administrador. */
const { ctx, admin, director, encargado, own, other } = await startWithCompanies();
const call = caller(ctx.app, director);
const pintura = await addCatalogItem(ctx.app, own, 'subcontratos', 'Pintura');
const ajena = await addCatalogItem(ctx.app, other, 'subcontratos', 'Pintura');
const url = (company: Types.ObjectId, subcontrato: Types.ObjectId) =>
  `/companies/${company.toHexString()}/catalogs/subcontratos/${subcontrato.toHexString()}/contactos`;
const contacto = (over: Record<string, unknown> = {}) => ({ Nombre: 'Ana Soto', Email: 'Ana@Pinturas.cl', Telefono: '8765 4321', ...over });

describe('subcontract contacts', () => {
  it('a subcontract starts without contacts; the director adds, edits and removes them', async () => {
    const empty = await call('GET', url(own, pintura));
    expect(empty.statusCode).toBe(200);
    expect(ContactosResponse.parse(empty.json())).toMatchObject({ subcontrato: { Nombre: 'Pintura' }, Contactos: [] });

    const added = await call('PUT', url(own, pintura), director, {
      Contactos: [contacto(), contacto({ Nombre: 'Luis Rojas', Email: 'luis@pinturas.cl', Telefono: '+56912345678' })],
    });
    expect(added.statusCode).toBe(200);
    const first = ContactosMutationResponse.parse(added.json());
    expect(first.message).toBe(contactos.saved);
    // the email is stored lowercase, the phone as users' phones (+569 and the 8 digits)
    expect(first.Contactos.map(({ Nombre, Email, Telefono }) => ({ Nombre, Email, Telefono }))).toEqual([
      { Nombre: 'Ana Soto', Email: 'ana@pinturas.cl', Telefono: '+56987654321' },
      { Nombre: 'Luis Rojas', Email: 'luis@pinturas.cl', Telefono: '+56912345678' },
    ]);
    const [ana, luis] = first.Contactos;

    // edit Ana (keeps her id), drop Luis, add Rosa
    const edited = await call('PUT', url(own, pintura), director, {
      Contactos: [contacto({ id: ana!.id, Telefono: '9 1111 2222' }), contacto({ Nombre: 'Rosa Díaz', Email: 'rosa@pinturas.cl' })],
    });
    expect(edited.statusCode).toBe(200);
    const second = ContactosMutationResponse.parse(edited.json());
    expect(second.Contactos[0]).toEqual({ id: ana!.id, Nombre: 'Ana Soto', Email: 'ana@pinturas.cl', Telefono: '+56911112222' });
    expect(second.Contactos[1]).toMatchObject({ Nombre: 'Rosa Díaz' });
    expect(second.Contactos.map((c) => c.id)).not.toContain(luis!.id);

    // the list is what a later read (the Administrador's too) shows
    const read = ContactosResponse.parse((await call('GET', url(own, pintura), admin)).json());
    expect(read.Contactos).toEqual(second.Contactos);

    const cleared = await call('PUT', url(own, pintura), admin, { Contactos: [] });
    expect(ContactosMutationResponse.parse(cleared.json()).Contactos).toEqual([]);
  });

  it.each([
    [{ Nombre: ' ' }, contactos.nombreRequired],
    [{ Email: '' }, contactos.emailRequired],
    [{ Email: 'no-es-correo' }, contactos.emailInvalid],
    [{ Telefono: '' }, users.telefonoRequired],
    [{ Telefono: '+569' }, users.telefonoRequired],
    [{ Telefono: '1234' }, users.telefonoInvalid],
    [{ Telefono: 'abc' }, users.telefonoInvalid],
  ])('refuses a contact %j with a Spanish 400 and keeps the list', async (patch, message) => {
    const before = ContactosResponse.parse((await call('GET', url(own, pintura))).json()).Contactos;
    const response = await call('PUT', url(own, pintura), director, { Contactos: [contacto(), contacto(patch)] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(ContactosResponse.parse((await call('GET', url(own, pintura))).json()).Contactos).toEqual(before);
  });

  it(`refuses more than ${contactos.max} contacts`, async () => {
    const many = Array.from({ length: contactos.max + 1 }, (_, i) => contacto({ Nombre: `Contacto ${i}` }));
    const response = await call('PUT', url(own, pintura), director, { Contactos: many });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: contactos.tooMany(contactos.max) });
    const exactly = await call('PUT', url(own, pintura), director, { Contactos: many.slice(1) });
    expect(exactly.statusCode).toBe(200);
  });

  it("another company's subcontract is not found (404), even through the own company's route", async () => {
    const response = await call('PUT', url(own, ajena), director, { Contactos: [contacto()] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: catalogs.byKind.subcontratos.notFound });
    expect((await call('GET', url(own, new Types.ObjectId()))).statusCode).toBe(404);
    // and the other company's route is not the director's
    expect((await call('GET', url(other, ajena))).statusCode).not.toBe(200);
  });

  it('a UsuarioEmpresa may neither read nor change contacts (403)', async () => {
    expect((await call('GET', url(own, pintura), encargado)).statusCode).toBe(403);
    expect((await call('PUT', url(own, pintura), encargado, { Contactos: [] })).statusCode).toBe(403);
  });
});
