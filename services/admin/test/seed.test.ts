import { beforeAll, describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { demoContactos, formatSummary, isEmpty, seedDemo } from '../src/seed/demo.ts';
import { bearer, claimsOf, session, signIn, startAdmin, type TestContext } from './helpers.ts';

const PASSWORD = 'Demo1234!';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startAdmin();
});

async function counts() {
  const m = models(ctx.app.db);
  return { companies: await m.Empresa.countDocuments(), users: await m.Usuario.countDocuments(), accounts: await m.Account.countDocuments() };
}

describe('demo seed', () => {
  it('fills an empty database, and running it again changes nothing', async () => {
    expect(await isEmpty(ctx.app.db)).toBe(true);
    const first = await seedDemo(ctx.app.db, { password: PASSWORD });
    expect(await isEmpty(ctx.app.db)).toBe(false);
    expect(await counts()).toEqual({ companies: 2, users: 4, accounts: 4 });
    expect(first.accounts.every((a) => a.created)).toBe(true);
    const hashes = (await models(ctx.app.db).Account.find().sort({ email: 1 }).lean()).map((a) => a.passwordHash);

    const second = await seedDemo(ctx.app.db, { password: PASSWORD });
    expect(await counts()).toEqual({ companies: 2, users: 4, accounts: 4 });
    expect(second.accounts.some((a) => a.created)).toBe(false);
    // Global catalogues and one set of copies per company, not duplicated by the second run.
    const items = await models(ctx.app.db).CatalogItem.find().lean();
    const perScope = (scope: string) => items.filter((i) => i.Scope === scope).length;
    expect(perScope('global')).toBe(4 + 4 + 4 + 3 + 3 + 6);
    for (const company of second.companies) expect(perScope(company.id), company.Nombre).toBe(perScope('global'));
    expect(second.companies.map((c) => c.id)).toEqual(first.companies.map((c) => c.id));
    expect((await models(ctx.app.db).Account.find().sort({ email: 1 }).lean()).map((a) => a.passwordHash)).toEqual(hashes);

    // The users' sort key; a user saved before the key existed gets it from the next run.
    const keys = async () => (await models(ctx.app.db).Usuario.find().sort({ EmailKey: 1 }).lean()).map((u) => [u.EmailKey, u.NombreKey]);
    const expected = [
      ['admin@inspeccion.cl', 'administrador plataforma'],
      ['director@andes.cl', 'daniela rojas'],
      ['director@pacifico.cl', 'paula soto'],
      ['encargado@andes.cl', 'esteban munoz'],
    ];
    expect(await keys()).toEqual(expected);
    await models(ctx.app.db).Usuario.collection.updateOne({ EmailKey: 'encargado@andes.cl' }, { $unset: { NombreKey: '' } });
    await seedDemo(ctx.app.db, { password: PASSWORD });
    expect(await keys()).toEqual(expected);

    const printed = formatSummary(second);
    for (const email of ['admin@inspeccion.cl', 'director@andes.cl', 'encargado@andes.cl', 'director@pacifico.cl']) expect(printed).toContain(email);
    expect(printed).toContain(PASSWORD);
  });

  it('stores the exact demo companies', async () => {
    const companies = await models(ctx.app.db).Empresa.find().sort({ Nombre_lower: 1, _id: 1 }).lean();
    expect(companies.map((c) => [c.Nombre, c.Nombre_lower, c.Rut, c.Activado, c.LimiteFotos])).toEqual([
      ['Constructora Andes', 'constructora andes', '76.086.428-5', true, 1],
      ['Inmobiliaria Pacífico', 'inmobiliaria pacifico', '77.123.456-9', true, 1],
    ]);
    const [andes, pacifico] = companies;
    expect(andes?.Revisiones).toEqual({ Activado: true, LimiteRevisiones: 5, RevisionesUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 2 });
    expect(andes?.CheckList).toEqual({ Activado: true, LimiteCheckList: 5, CheckListUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 2 });
    // Director and encargado both review NEO sheets.
    expect(andes?.ChecklistsOT).toEqual({ Activado: true, LimiteProyectos: 5, ProyectosUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 2 });
    expect(pacifico?.Revisiones.Activado).toBe(true);
    expect(pacifico?.CheckList.Activado).toBe(false);
    expect(pacifico?.ChecklistsOT.Activado).toBe(true);
  });

  it('stores the exact demo users', async () => {
    const { Usuario, Empresa } = models(ctx.app.db);
    const andes = await Empresa.findOne({ Rut: '76.086.428-5' }).lean();
    const pacifico = await Empresa.findOne({ Rut: '77.123.456-9' }).lean();
    const users = await Usuario.find().sort({ Email: 1 }).lean();
    expect(
      users.map((u) => [u.Email, u.tipoUsuario, u.EmpresaReference?.toHexString() ?? null, u.Revisiones, u.Checklist, u.ChecklistsOT, u.Activado, u.Deleted]),
    ).toEqual([
      ['admin@inspeccion.cl', 'Administrador', null, true, true, true, true, false],
      ['director@andes.cl', 'AdministradorEmpresa', andes?._id.toHexString(), true, true, true, true, false],
      ['director@pacifico.cl', 'AdministradorEmpresa', pacifico?._id.toHexString(), true, true, true, true, false],
      ['encargado@andes.cl', 'UsuarioEmpresa', andes?._id.toHexString(), true, true, true, true, false],
    ]);
  });

  it('signs every demo user in with the demo password and effective module flags', async () => {
    const expected = {
      'admin@inspeccion.cl': { Revisiones: true, Checklist: true, ChecklistsOT: true },
      'director@andes.cl': { Revisiones: true, Checklist: true, ChecklistsOT: true },
      // A company user: the NEO reviewer beside the director.
      'encargado@andes.cl': { Revisiones: true, Checklist: true, ChecklistsOT: true },
      // Own flag on, but the company's CheckList module is off.
      'director@pacifico.cl': { Revisiones: true, Checklist: false, ChecklistsOT: true },
    };
    for (const [email, modules] of Object.entries(expected)) {
      const { accessToken, user } = await session(ctx.app, email, PASSWORD);
      expect(claimsOf(accessToken).modules, email).toEqual(modules);
      expect(user.modules, email).toEqual(modules);
    }
    expect((await signIn(ctx.app, 'director@andes.cl', 'otra')).statusCode).toBe(401);
  });

  it("gives some of Constructora Andes' subcontracts contacts, once: the director's changes survive another run", async () => {
    await seedDemo(ctx.app.db, { password: PASSWORD });
    const andes = (await models(ctx.app.db).Empresa.findOne({ Nombre: 'Constructora Andes' }).lean())!._id.toHexString();
    const director = (await session(ctx.app, 'director@andes.cl', PASSWORD)).accessToken;
    const subcontratos = await models(ctx.app.db).CatalogItem.find({ Scope: andes, Tipo: 'subcontratos' }).lean();
    const withContacts = subcontratos.filter((s) => (s.Contactos ?? []).length > 0);
    expect(withContacts.map((s) => s.Nombre).sort()).toEqual(Object.keys(demoContactos.subcontratos).sort());
    const pintura = withContacts.find((s) => s.Nombre === 'Pintura')!;
    const url = `/companies/${andes}/catalogs/subcontratos/${pintura._id.toHexString()}/contactos`;
    const read = await ctx.app.inject({ method: 'GET', url, headers: bearer(director) });
    expect(read.json().Contactos).toEqual([{ id: pintura.Contactos![0]!._id.toHexString(), ...demoContactos.subcontratos.Pintura![0] }]);
    // the director clears them; the next start does not bring them back
    expect((await ctx.app.inject({ method: 'PUT', url, headers: bearer(director), payload: { Contactos: [] } })).statusCode).toBe(200);
    await seedDemo(ctx.app.db, { password: PASSWORD });
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(director) })).json().Contactos).toEqual([]);
  });

  it('re-applies a changed demo password', async () => {
    await seedDemo(ctx.app.db, { password: 'Cambiada99' });
    expect((await signIn(ctx.app, 'director@andes.cl', 'Cambiada99')).statusCode).toBe(200);
    expect((await signIn(ctx.app, 'director@andes.cl', PASSWORD)).statusCode).toBe(401);
    expect(await counts()).toEqual({ companies: 2, users: 4, accounts: 4 });
  });
});
