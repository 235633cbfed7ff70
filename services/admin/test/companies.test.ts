import { CompanyDetail, CompanyPage } from '@insp/contracts';
import { common } from '@insp/messages';
import type { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';

import { bearer, createCompany, startWithCompanies } from './helpers.ts';

// Names chosen so that accents and case matter for the order (Nombre_lower).
const names = ['beta', 'Álamo', 'Ñandú', 'alfa', 'Cóndor', 'Zorro', 'delta'];

const { ctx, admin, director, encargado, own, other } = await startWithCompanies({
  own: { Nombre: 'beta', CheckList: false },
  other: { Nombre: 'Álamo' },
  domain: 'beta.cl',
});

beforeAll(async () => {
  for (const Nombre of names.slice(2)) await createCompany(ctx.app, { Nombre });
  await createCompany(ctx.app, { Nombre: 'Eliminada Uno', Activado: false });
  await createCompany(ctx.app, { Nombre: 'Eliminada Dos', Activado: false });
});

const list = (token: string | null, query = '') => ctx.app.inject({ method: 'GET', url: `/companies${query}`, ...(token ? { headers: bearer(token) } : {}) });

describe('GET /companies', () => {
  it('pages active companies sorted by name, ignoring case and accents', async () => {
    const first = await list(admin, '?page=0&pageSize=3');
    expect(first.statusCode).toBe(200);
    const page = CompanyPage.parse(first.json());
    expect(page.total).toBe(7);
    expect(page.page).toBe(0);
    expect(page.pageSize).toBe(3);
    expect(page.items.map((c) => c.Nombre)).toEqual(['Álamo', 'alfa', 'beta']);
    expect(page.items[2]).toMatchObject({ Activado: true, Revisiones: { Activado: true }, CheckList: { Activado: false }, ChecklistsOT: { Activado: true } });
    expect(Object.keys(page.items[2]!).sort()).toEqual(['Activado', 'CheckList', 'ChecklistsOT', 'Nombre', 'Revisiones', 'Rut', 'id']);

    const rest = CompanyPage.parse((await list(admin, '?page=1&pageSize=3')).json());
    expect(rest.items.map((c) => c.Nombre)).toEqual(['Cóndor', 'delta', 'Ñandú']);
    const last = CompanyPage.parse((await list(admin, '?page=2&pageSize=3')).json());
    expect(last.items.map((c) => c.Nombre)).toEqual(['Zorro']);
  });

  it('defaults to page 0 of 10', async () => {
    const page = CompanyPage.parse((await list(admin)).json());
    expect(page).toMatchObject({ page: 0, pageSize: 10, total: 7 });
    expect(page.items).toHaveLength(7);
  });

  it('lists deleted companies with deleted=true', async () => {
    const page = CompanyPage.parse((await list(admin, '?deleted=true')).json());
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.Nombre, c.Activado])).toEqual([
      ['Eliminada Dos', false],
      ['Eliminada Uno', false],
    ]);
  });

  it.each(['?pageSize=101', '?pageSize=0', '?page=-1', '?page=abc', '?deleted=quizas', '?otro=1'])('rejects %s with 400', async (query) => {
    const response = await list(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^(La solicitud no es válida\.|El campo 'otro' no está permitido\.)$/);
  });

  it('is for the Administrador only', async () => {
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: common.unauthenticated });
    for (const token of [director, encargado]) {
      const response = await list(token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: common.forbidden });
    }
  });
});

describe('GET /companies/:companyId', () => {
  const detail = (token: string | null, id: Types.ObjectId | string) =>
    ctx.app.inject({ method: 'GET', url: `/companies/${String(id)}`, ...(token ? { headers: bearer(token) } : {}) });

  it('lets the Administrador read any company', async () => {
    const response = await detail(admin, other);
    expect(response.statusCode).toBe(200);
    const company = CompanyDetail.parse(response.json());
    expect(company).toMatchObject({
      id: other.toHexString(),
      Nombre: 'Álamo',
      LimiteFotos: 1,
      PiePagina: '',
      Activado: true,
      FechaEliminacion: null,
      Revisiones: { Activado: true, LimiteRevisiones: 5, RevisionesUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
      CheckList: { Activado: true, LimiteCheckList: 5, CheckListUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
      ChecklistsOT: { Activado: true, LimiteProyectos: 5, ProyectosUsados: 0, LimiteUsuarios: 5, UsuariosUsados: 0 },
    });
  });

  it('lets company users read their own company only', async () => {
    for (const token of [director, encargado]) {
      const mine = await detail(token, own);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ id: own.toHexString(), Nombre: 'beta' });
      const theirs = await detail(token, other);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toEqual({ message: common.forbidden });
    }
  });

  it('answers 401 anonymous, 404 unknown, 400 for a malformed id', async () => {
    expect((await detail(null, own)).statusCode).toBe(401);
    const missing = await detail(admin, '0'.repeat(24));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: common.notFound });
    expect((await detail(admin, 'no-es-un-id')).statusCode).toBe(400);
  });
});
