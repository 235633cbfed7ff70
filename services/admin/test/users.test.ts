import { CompanyUserPage, CompanyUserResponse, UserDeletedResponse } from '@insp/contracts';
import { common, users as texts } from '@insp/messages';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { addCatalogItem, caller, createCompany, createUser, outboxMails, resetLinkIn, session, signIn, startWithCompanies } from './helpers.ts';

const { ctx, admin, director, encargado, own, other, adminId } = await startWithCompanies({
  director: { Revisiones: false, Checklist: false, ChecklistsOT: true },
  encargado: { Revisiones: false, Checklist: false, ChecklistsOT: true },
});
const call = caller(ctx.app, admin);
let otherUser: Types.ObjectId;

beforeAll(async () => {
  for (const company of [own, other]) {
    await addCatalogItem(ctx.app, company, 'cargos', 'Jefe de Obra');
    await addCatalogItem(ctx.app, company, 'cargos', 'Capataz', false);
  }
  otherUser = await createUser(ctx.app, { email: 'usuario@ajena.cl', company: other });
});

const usersOf = (company: Types.ObjectId) => `/companies/${company.toHexString()}/users`;

let emailCounter = 0;
function newUser(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const email = `nuevo${++emailCounter}@propia.cl`;
  return { Nombre: 'Nuevo', Apellido: 'Usuario', Telefono: '12345678', Email: email, ConfirmarEmail: email, Cargo: 'Jefe de Obra', Revisiones: true, ...extra };
}
async function created(company: Types.ObjectId, body: Record<string, unknown>, token = admin) {
  const response = await call('POST', usersOf(company), token, body);
  expect(response.statusCode, response.body).toBe(201);
  return CompanyUserResponse.parse(response.json()).user;
}

describe('POST /companies/:companyId/users', () => {
  it('creates the profile and sign-in account and mails a link to set the password', async () => {
    const before = outboxMails(ctx.config).length;
    const response = await call('POST', usersOf(own), director, {
      Nombre: ' Camila ',
      Apellido: 'Reyes',
      Telefono: '8765 4321',
      Email: 'Camila.Reyes@Propia.CL',
      ConfirmarEmail: 'camila.reyes@propia.cl',
      Cargo: 'jefe de obra',
      ChecklistsOT: true,
    });
    expect(response.statusCode).toBe(201);
    const body = CompanyUserResponse.parse(response.json());
    expect(body.message).toBe('Hemos creado el usuario y le enviamos un email para que asigne su contraseña.');
    expect(body.user).toMatchObject({
      Nombre: 'Camila',
      Apellido: 'Reyes',
      Telefono: '+56987654321',
      Email: 'camila.reyes@propia.cl',
      Cargo: 'Jefe de Obra',
      tipoUsuario: 'UsuarioEmpresa',
      Activado: true,
      Deleted: false,
      Revisiones: false,
      Checklist: false,
      ChecklistsOT: true,
    });
    const account = await models(ctx.app.db).Account.findOne({ email: 'camila.reyes@propia.cl' }).lean();
    expect(account?.userId.toHexString()).toBe(body.user.id);
    const company = await models(ctx.app.db).Empresa.findById(own).lean();
    expect(company?.ChecklistsOT.UsuariosUsados).toBe(3);

    const mails = outboxMails(ctx.config);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatch(/^To: camila\.reyes@propia\.cl$/m);
    const token = resetLinkIn(mails.at(-1)!).searchParams.get('token') ?? '';
    const set = await ctx.app.inject({ method: 'POST', url: '/auth/new-password', payload: { token, password: 'Camila123' } });
    expect(set.statusCode).toBe(200);
    expect((await signIn(ctx.app, 'camila.reyes@propia.cl', 'Camila123')).statusCode).toBe(200);
  });

  it.each([
    [{ Nombre: undefined }, 'Nombre requerido'],
    [{ Nombre: '  ' }, 'Nombre requerido'],
    [{ Apellido: '' }, 'Apellido es requerido'],
    [{ Telefono: '' }, 'Número es requerido'],
    [{ Telefono: '+569' }, 'Número es requerido'],
    [{ Telefono: '1234' }, 'Ingresa los 8 dígitos que siguen a +569.'],
    [{ Telefono: 'abc' }, 'Ingresa los 8 dígitos que siguen a +569.'],
    [{ Telefono: '+5691234567' }, 'Ingresa los 8 dígitos que siguen a +569.'],
    [{ Email: undefined }, 'Email es requerido'],
    [{ Email: 'no-es-correo', ConfirmarEmail: 'no-es-correo' }, 'Requiere correo válido'],
    [{ Email: `${'a'.repeat(251)}@x.cl`, ConfirmarEmail: `${'a'.repeat(251)}@x.cl` }, 'Requiere correo válido'],
    [{ ConfirmarEmail: undefined }, 'Este campo es requerido'],
    [{ ConfirmarEmail: 'otro' }, 'Email no válido'],
    [{ ConfirmarEmail: 'otro@propia.cl' }, 'Email no coincide'],
    [{ tipoUsuario: 'Administrador' }, 'Tipo usuario es requerido'],
    [{ tipoUsuario: null }, 'Tipo usuario es requerido'],
    [{ Cargo: '' }, 'Cargo es requerido'],
    [{ Cargo: 'Capataz' }, texts.cargoInactive],
    [{ Cargo: 'Astronauta' }, texts.cargoInactive],
    [{ Revisiones: false, Checklist: false, ChecklistsOT: false }, 'Debes seleccionar al menos un módulo.'],
    [{ Revisiones: undefined }, 'Debes seleccionar al menos un módulo.'],
    [{ Password: 'x' }, common.unknownField('Password')],
  ])('refuses %j with 400', async (patch, message) => {
    const body = newUser(patch);
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete body[key];
    const response = await call('POST', usersOf(own), admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await models(ctx.app.db).Usuario.countDocuments({ EmailKey: String(body.Email ?? '').toLowerCase() })).toBe(0);
  });

  it('refuses an email any user already has, whatever its case (409)', async () => {
    for (const email of ['ENCARGADO@propia.cl', 'admin@plataforma.cl', 'usuario@ajena.cl']) {
      const response = await call('POST', usersOf(own), admin, newUser({ Email: email, ConfirmarEmail: email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'El usuario ya existe' });
    }
  });

  it('allows only one AdministradorEmpresa per company', async () => {
    const second = await call('POST', usersOf(own), admin, newUser({ tipoUsuario: 'AdministradorEmpresa' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: texts.directorExists });
    // Another company may have its own.
    const theirs = await created(other, newUser({ tipoUsuario: 'AdministradorEmpresa' }));
    expect(theirs.tipoUsuario).toBe('AdministradorEmpresa');
    expect(CompanyUserPage.parse((await call('GET', usersOf(other))).json()).directorId).toBe(theirs.id);
    // Promoting someone else is refused too.
    const user = await created(own, newUser());
    const promote = await call('PUT', `${usersOf(own)}/${user.id}`, admin, {
      Nombre: 'N',
      Apellido: 'A',
      Telefono: '12345678',
      Cargo: 'Jefe de Obra',
      tipoUsuario: 'AdministradorEmpresa',
      Revisiones: true,
    });
    expect(promote.statusCode).toBe(409);
    expect(promote.json()).toEqual({ message: texts.directorExists });
  });

  it('refuses company users on the users of any company', async () => {
    const list = await call('GET', usersOf(own), encargado);
    expect(list.statusCode).toBe(403);
    const create = await call('POST', usersOf(own), encargado, newUser());
    expect(create.statusCode).toBe(403);
    const foreign = await call('POST', usersOf(other), director, newUser());
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: common.forbidden });
  });
});

describe('per-module user quotas', () => {
  let company: Types.ObjectId;
  beforeAll(async () => {
    company = await createCompany(ctx.app, { Nombre: 'Cupos' });
    await addCatalogItem(ctx.app, company, 'cargos', 'Jefe de Obra');
    await models(ctx.app.db).Empresa.updateOne({ _id: company }, { $set: { 'Revisiones.LimiteUsuarios': 2, 'CheckList.LimiteUsuarios': 1 } });
  });

  it('fills a module up to its limit and refuses one more (409), counting from the users', async () => {
    const first = await created(company, newUser({ Revisiones: true }));
    await created(company, newUser({ Revisiones: true, Checklist: true }));
    const third = await call('POST', usersOf(company), admin, newUser({ Revisiones: true }));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: 'Se alcanzó el límite de usuarios del módulo Revisiones (2).' });
    const checklist = await call('POST', usersOf(company), admin, newUser({ Revisiones: false, Checklist: true }));
    expect(checklist.json()).toEqual({ message: 'Se alcanzó el límite de usuarios del módulo Checklist Revisiones (1).' });
    // Another module still has room.
    const ot = await created(company, newUser({ Revisiones: false, ChecklistsOT: true }));

    // Editing keeps a flag the user already has, but cannot add one beyond the quota.
    const keep = await call('PUT', `${usersOf(company)}/${first.id}`, admin, {
      Nombre: 'Otro',
      Apellido: 'Nombre',
      Telefono: '12345678',
      Cargo: 'Jefe de Obra',
      Revisiones: true,
    });
    expect(keep.statusCode).toBe(200);
    const add = await call('PUT', `${usersOf(company)}/${ot.id}`, admin, {
      Nombre: 'N',
      Apellido: 'A',
      Telefono: '12345678',
      Cargo: 'Jefe de Obra',
      Revisiones: true,
      ChecklistsOT: true,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toEqual({ message: texts.quotaReached('Revisiones', 2) });

    // A deleted user frees the seat.
    expect((await call('DELETE', `${usersOf(company)}/${first.id}`)).statusCode).toBe(200);
    await created(company, newUser({ Revisiones: true }));
    const page = CompanyUserPage.parse((await call('GET', usersOf(company))).json());
    expect(page.usage.modulos.Revisiones.usuarios).toEqual({ used: 2, limit: 2 });
    expect(page.usage.modulos.Checklist.usuarios).toEqual({ used: 1, limit: 1 });
    expect(page.usage.usuarios).toEqual({ used: 3, limit: 2 + 1 + 5 });
  });
});

describe('GET /companies/:companyId/users', () => {
  it('pages the users (default 80), without deleted ones, with the usage header', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Lista', ChecklistsOT: false });
    for (const Nombre of ['Carla', 'Ana', 'Berta'])
      await createUser(ctx.app, { email: `${Nombre}@lista.cl`, Nombre, company, Revisiones: true, Checklist: false, ChecklistsOT: false });
    await createUser(ctx.app, { email: 'borrado@lista.cl', Nombre: 'Borrado', company, Deleted: true });
    const response = await call('GET', usersOf(company));
    expect(response.statusCode).toBe(200);
    const page = CompanyUserPage.parse(response.json());
    expect(page).toMatchObject({ total: 3, page: 0, pageSize: 80, directorId: null });
    expect(page.items.map((u) => u.Nombre)).toEqual(['Ana', 'Berta', 'Carla']);
    expect(page.usage.usuarios).toEqual({ used: 3, limit: 10 });
    const second = CompanyUserPage.parse((await call('GET', `${usersOf(company)}?page=1&pageSize=2`)).json());
    expect(second.items.map((u) => u.Nombre)).toEqual(['Carla']);
    expect((await call('GET', `${usersOf(company)}?pageSize=101`)).statusCode).toBe(400);
  });

  it('sorts by "Nombre Apellido" ignoring case and accents, then id, kept on create and edit', async () => {
    const company = await createCompany(ctx.app, { Nombre: 'Orden' });
    await addCatalogItem(ctx.app, company, 'cargos', 'Jefe de Obra');
    const names = (page: unknown) => CompanyUserPage.parse(page).items.map((u) => `${u.Nombre} ${u.Apellido}`);
    const zoe = await created(company, newUser({ Nombre: 'Zoe', Apellido: 'Díaz' }));
    await created(company, newUser({ Nombre: 'beatriz', Apellido: 'Núñez' }));
    await created(company, newUser({ Nombre: 'Álvaro', Apellido: 'Zúñiga' }));
    await created(company, newUser({ Nombre: 'Alvaro', Apellido: 'Araya' }));
    expect(names((await call('GET', usersOf(company))).json())).toEqual(['Alvaro Araya', 'Álvaro Zúñiga', 'beatriz Núñez', 'Zoe Díaz']);
    const stored = await models(ctx.app.db).Usuario.findById(zoe.id).lean();
    expect(stored?.NombreKey).toBe('zoe diaz');

    const renamed = await call('PUT', `${usersOf(company)}/${zoe.id}`, admin, {
      Nombre: ' Ángela ',
      Apellido: 'Díaz',
      Telefono: '12345678',
      Cargo: 'Jefe de Obra',
      Revisiones: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names((await call('GET', usersOf(company))).json())).toEqual(['Alvaro Araya', 'Álvaro Zúñiga', 'Ángela Díaz', 'beatriz Núñez']);
    expect((await models(ctx.app.db).Usuario.findById(zoe.id).lean())?.NombreKey).toBe('angela diaz');

    // Same key: the id decides.
    const twin = await created(company, newUser({ Nombre: 'ALVARO', Apellido: 'araya' }));
    const page = CompanyUserPage.parse((await call('GET', `${usersOf(company)}?pageSize=2`)).json());
    expect(page.items.map((u) => u.Nombre)).toEqual(['Alvaro', 'ALVARO']);
    expect(page.items[1]?.id).toBe(twin.id);
    const indexes = await models(ctx.app.db).Usuario.collection.indexes();
    expect(indexes.map((i) => i.key)).toContainEqual({ EmpresaReference: 1, NombreKey: 1, _id: 1 });
  });
});

describe('edit, email, reset, block, delete', () => {
  const profile = { Nombre: 'Editado', Apellido: 'Apellido', Telefono: '+56911112222', Cargo: 'Jefe de Obra', Revisiones: true };

  it('updates the profile; a flag change ends the sessions, a profile change does not', async () => {
    const user = await created(own, newUser({ Email: 'edit@propia.cl', ConfirmarEmail: 'edit@propia.cl', Checklist: true }));
    await models(ctx.app.db).Account.updateOne(
      { email: 'edit@propia.cl' },
      { $set: { passwordHash: (await models(ctx.app.db).Account.findOne({ email: 'encargado@propia.cl' }).lean())!.passwordHash } },
    );
    const token = (await session(ctx.app, 'edit@propia.cl')).accessToken;

    const same = await call('PUT', `${usersOf(own)}/${user.id}`, director, { ...profile, Checklist: true });
    expect(same.statusCode).toBe(200);
    expect(CompanyUserResponse.parse(same.json())).toMatchObject({
      message: 'Hemos actualizado al usuario.',
      user: { Nombre: 'Editado', Telefono: '+56911112222', Email: 'edit@propia.cl' },
    });
    expect((await call('GET', '/me', token)).statusCode).toBe(200);

    const flags = await call('PUT', `${usersOf(own)}/${user.id}`, director, { ...profile, Checklist: false });
    expect(flags.statusCode).toBe(200);
    expect((await call('GET', '/me', token)).statusCode).toBe(401);

    const withEmail = await call('PUT', `${usersOf(own)}/${user.id}`, director, { ...profile, Email: 'otro@propia.cl' });
    expect(withEmail.statusCode).toBe(400);
    expect(withEmail.json()).toEqual({ message: common.unknownField('Email') });
  });

  it('changes the login email through its own route', async () => {
    const user = await created(own, newUser({ Email: 'viejo@propia.cl', ConfirmarEmail: 'viejo@propia.cl' }));
    const hash = (await models(ctx.app.db).Account.findOne({ email: 'encargado@propia.cl' }).lean())!.passwordHash;
    await models(ctx.app.db).Account.updateOne({ email: 'viejo@propia.cl' }, { $set: { passwordHash: hash } });
    for (const [Email, message] of [
      ['', 'Email requerido'],
      ['nada', 'Email inválido'],
    ] as const) {
      const response = await call('PUT', `${usersOf(own)}/${user.id}/email`, director, { Email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const taken = await call('PUT', `${usersOf(own)}/${user.id}/email`, director, { Email: 'Encargado@propia.cl' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'El usuario ya existe' });

    const changed = await call('PUT', `${usersOf(own)}/${user.id}/email`, director, { Email: 'Nuevo.Correo@Propia.cl' });
    expect(changed.statusCode).toBe(200);
    expect(CompanyUserResponse.parse(changed.json()).user.Email).toBe('nuevo.correo@propia.cl');
    expect((await signIn(ctx.app, 'viejo@propia.cl')).statusCode).toBe(401);
    expect((await signIn(ctx.app, 'nuevo.correo@propia.cl')).statusCode).toBe(200);
  });

  it('mails a reset link on request', async () => {
    const before = outboxMails(ctx.config).length;
    const user = CompanyUserPage.parse((await call('GET', usersOf(own), director)).json()).items.find((u) => u.Email === 'encargado@propia.cl')!;
    const response = await call('POST', `${usersOf(own)}/${user.id}/reset-password`, director);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Correo de restauración enviado' });
    const mails = outboxMails(ctx.config);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatch(/^To: encargado@propia\.cl$/m);
  });

  it('blocks (sessions end at once, sign-in refused) and unblocks', async () => {
    const email = 'bloqueo@propia.cl';
    const id = await createUser(ctx.app, { email, company: own });
    const signedIn = await session(ctx.app, email);
    const blocked = await call('POST', `${usersOf(own)}/${id.toHexString()}/block`, director);
    expect(blocked.statusCode).toBe(200);
    expect(CompanyUserResponse.parse(blocked.json())).toMatchObject({ message: 'Usuario bloqueado correctamente.', user: { Activado: false } });
    expect((await call('GET', '/me', signedIn.accessToken)).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/auth/refresh', cookies: { insp_rt: signedIn.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(ctx.app, email)).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({ method: 'GET', url: `/internal/sessions/${id.toHexString()}`, headers: { 'x-internal-token': ctx.config.internalToken } })
      ).json(),
    ).toMatchObject({ active: false });

    const enabled = await call('POST', `${usersOf(own)}/${id.toHexString()}/unblock`, director);
    expect(CompanyUserResponse.parse(enabled.json())).toMatchObject({ message: 'Usuario activado correctamente.', user: { Activado: true } });
    expect((await signIn(ctx.app, email)).statusCode).toBe(200);
  });

  it('deletes: Activado false, Deleted true, Email null, login removed, counters derived, cascade pending while modules are down', async () => {
    const email = 'borrar@propia.cl';
    const id = await createUser(ctx.app, { email, company: own, Revisiones: true });
    const signedIn = await session(ctx.app, email);
    const revisionesUsers = () => models(ctx.app.db).Usuario.countDocuments({ EmpresaReference: own, Deleted: false, Revisiones: true });
    const countBefore = await revisionesUsers();
    const response = await call('DELETE', `${usersOf(own)}/${id.toHexString()}`, director);
    expect(response.statusCode).toBe(200);
    expect(UserDeletedResponse.parse(response.json())).toEqual({
      message: 'Hemos eliminado el usuario.',
      pendiente: ['revisiones', 'checklist-revisiones', 'neo'],
    });
    const stored = await models(ctx.app.db).Usuario.findById(id).lean();
    expect(stored).toMatchObject({ Activado: false, Deleted: true, Email: null, PendientesResponsables: ['revisiones', 'checklist-revisiones', 'neo'] });
    expect(await models(ctx.app.db).Account.countDocuments({ userId: id })).toBe(0);
    // The stored counter is rewritten from a count of the users.
    expect(await revisionesUsers()).toBe(countBefore - 1);
    expect((await models(ctx.app.db).Empresa.findById(own).lean())!.Revisiones.UsuariosUsados).toBe(countBefore - 1);
    expect((await call('GET', '/me', signedIn.accessToken)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email)).statusCode).toBe(401);
    expect((await call('DELETE', `${usersOf(own)}/${id.toHexString()}`, director)).statusCode).toBe(404);
    // The email can be given to someone else now.
    await created(own, newUser({ Email: email, ConfirmarEmail: email }));
  });
});

describe('who may touch whom', () => {
  const profile = { Nombre: 'X', Apellido: 'Y', Telefono: '12345678', Cargo: 'Jefe de Obra', Revisiones: true };

  it('a director cannot edit, reset, block, re-email or delete an Administrador user (403)', async () => {
    // An Administrador attached to the company (legacy data) is visible in its users table.
    const companyAdmin = await createUser(ctx.app, { email: 'admin-empresa@propia.cl', tipoUsuario: 'Administrador', company: own });
    for (const id of [companyAdmin, adminId]) {
      const base = `${usersOf(own)}/${id.toHexString()}`;
      for (const [method, url, payload] of [
        ['PUT', base, profile],
        ['PUT', `${base}/email`, { Email: 'x@y.cl' }],
        ['POST', `${base}/reset-password`, undefined],
        ['POST', `${base}/block`, undefined],
        ['DELETE', base, undefined],
      ] as const) {
        const response = await call(method, url, director, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: common.forbidden });
      }
    }
    expect(await models(ctx.app.db).Usuario.findById(companyAdmin).lean()).toMatchObject({ Activado: true, Deleted: false });
    // The Administrador may.
    const reset = await call('POST', `${usersOf(own)}/${companyAdmin.toHexString()}/reset-password`, admin);
    expect(reset.statusCode).toBe(200);
  });

  it("a director reaching another company's user gets 403 on that company and 404 on their own", async () => {
    const foreign = await call('PUT', `${usersOf(other)}/${otherUser.toHexString()}`, director, profile);
    expect(foreign.statusCode).toBe(403);
    const smuggled = await call('DELETE', `${usersOf(own)}/${otherUser.toHexString()}`, director);
    expect(smuggled.statusCode).toBe(404);
    expect(smuggled.json()).toEqual({ message: common.notFound });
    expect((await models(ctx.app.db).Usuario.findById(otherUser).lean())?.Deleted).toBe(false);
  });

  it('answers 404 for unknown users', async () => {
    const response = await call('POST', `${usersOf(own)}/${new Types.ObjectId().toHexString()}/block`, admin);
    expect(response.statusCode).toBe(404);
  });
});
