import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common } from '@insp/messages';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const companyA = ctx.newObjectId();
const companyB = ctx.newObjectId();
const director = ctx.user('AdministradorEmpresa', companyA);
const worker = ctx.user('UsuarioEmpresa', companyA);
const admin = ctx.user('Administrador', null);
const list = (claims: typeof director, companyId: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/companies/${companyId}/projects${query}`, headers: ctx.headersOf(claims) });

let casaIds: string[] = [];
beforeAll(async () => {
  await ctx.seed(companyA, ['beta', 'Álamo', 'alfa', 'Zeta']);
  casaIds = await ctx.seed(companyA, ['Casa', 'Casa']);
  await ctx.seed(companyA, ['Obra de Pedro', 'Obra compartida'], [worker.sub]);
  await ctx.seed(companyA, ['Obra de otro'], [ctx.newObjectId()]);
  await ctx.seed(companyA, Array.from({ length: 16 }, (_, i) => `Proyecto ${String(i).padStart(2, '0')}`));
  await ctx.seed(companyB, ['Ajena 1', 'Ajena 2'], [worker.sub]);
});

describe('GET /companies/:companyId/projects', () => {
  it("lists the caller's company only, sorted by name (case and accents ignored) then id, 10 per page by default", async () => {
    const response = await list(director, companyA);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 25, page: 0, pageSize: 10 });
    expect(page.items.map((item: { Nombre: string }) => item.Nombre)).toEqual([
      'Álamo', 'alfa', 'beta', 'Casa', 'Casa', 'Obra compartida', 'Obra de otro', 'Obra de Pedro', 'Proyecto 00', 'Proyecto 01',
    ]);
    expect(page.items.slice(3, 5).map((item: { id: string }) => item.id)).toEqual([...casaIds].sort());
    expect(Object.keys(page.items[0]).sort()).toEqual(['Nombre', 'id']);
  });

  it('paginates on the server', async () => {
    const last = (await list(director, companyA, '?page=2&pageSize=10')).json();
    expect(last).toMatchObject({ total: 25, page: 2, pageSize: 10 });
    expect(last.items.map((item: { Nombre: string }) => item.Nombre)).toEqual(['Proyecto 12', 'Proyecto 13', 'Proyecto 14', 'Proyecto 15', 'Zeta']);
    const all = (await list(director, companyA, '?pageSize=100')).json();
    expect(all.items).toHaveLength(25);
    const beyond = (await list(director, companyA, '?page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 25, page: 9 });
  });

  it('400 for a page size over 100, under 1, a negative page or an unknown parameter', async () => {
    for (const query of ['?pageSize=101', '?pageSize=0', '?page=-1', '?pageSize=diez']) {
      const response = await list(director, companyA, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: common.invalidRequest });
    }
    const unknown = await list(director, companyA, '?companyId=x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: common.unknownField('companyId') });
  });

  it('a UsuarioEmpresa sees only the projects where they are responsible, in their own company', async () => {
    const page = (await list(worker, companyA)).json();
    expect(page).toMatchObject({ total: 2, page: 0, pageSize: 10 });
    expect(page.items.map((item: { Nombre: string }) => item.Nombre)).toEqual(['Obra compartida', 'Obra de Pedro']);
  });

  it('an Administrador reads the company named in the route', async () => {
    const page = (await list(admin, companyB)).json();
    expect(page).toMatchObject({ total: 2 });
    expect(page.items.map((item: { Nombre: string }) => item.Nombre)).toEqual(['Ajena 1', 'Ajena 2']);
    expect((await list(admin, ctx.newObjectId())).json()).toEqual({ items: [], total: 0, page: 0, pageSize: 10 });
  });

  it("403 when a company user names another company's id", async () => {
    for (const caller of [director, worker]) {
      const response = await list(caller, companyB);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: common.forbidden });
    }
  });

  it('400 for a company id that is not an id', async () => {
    const response = await list(admin, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: common.invalidRequest });
  });
});
