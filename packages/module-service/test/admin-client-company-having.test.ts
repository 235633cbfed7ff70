import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ChecklistDetail, InternalCompanyFull } from '@insp/contracts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { httpAdminClient } from '../src/admin-client/client.ts';
import { companyHaving, freshCompany } from '../src/admin-client/company-having.ts';
import { fakeCompany } from '../src/admin-client/fake.ts';

/*
 * A director creates a checklist template in admin and assigns it to a listado a moment later: the
 * module's admin client keeps the company 10 s, so without a fresh read the new template is 'not found'.
 * Admin is a real HTTP stand-in here; the company it answers changes between reads.
 */

const TOKEN = 'internal-token-of-the-company-having-test';
const template = (Nombre: string): ChecklistDetail => ({
  id: Nombre === 'Terminaciones' ? 'aaaaaaaaaaaaaaaaaaaaaaa1' : 'aaaaaaaaaaaaaaaaaaaaaaa2',
  Nombre,
  Activado: true,
  FechaCreacion: '2026-11-27T10:00:00.000Z',
  ItemsRecintos: [],
});

let company: InternalCompanyFull = fakeCompany();
let reads = 0;
const server = createServer((request, response) => {
  reads += 1;
  const known = request.url === `/internal/companies/${company.id}`;
  response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(known ? company : { message: 'No existe' }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const adminUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeEach(() => {
  company = fakeCompany({ Checklists: [template('Terminaciones')] });
  reads = 0;
});

const byId = (id: string) => (found: InternalCompanyFull) => found.Checklists.find((checklist) => checklist.id === id);

describe('companyHaving: a template created a moment ago is found (the admin client caches the company 10 s)', () => {
  it('a template the cached company already has costs no second read', async () => {
    const admin = httpAdminClient(adminUrl, TOKEN);
    await admin.company(company.id);
    const answer = await companyHaving(admin, company.id, byId('aaaaaaaaaaaaaaaaaaaaaaa1'));
    expect(answer?.found?.Nombre).toBe('Terminaciones');
    expect(reads).toBe(1);
  });

  it('a template created after the company was cached is found by asking admin afresh once', async () => {
    const admin = httpAdminClient(adminUrl, TOKEN);
    await admin.company(company.id);
    company = { ...company, Checklists: [...company.Checklists, template('Obra gruesa')] };
    // Within the cache period the plain read still answers the old company...
    expect((await admin.company(company.id))?.Checklists.map((checklist) => checklist.Nombre)).toEqual(['Terminaciones']);
    // ...companyHaving does not.
    const answer = await companyHaving(admin, company.id, byId('aaaaaaaaaaaaaaaaaaaaaaa2'));
    expect(answer?.found?.Nombre).toBe('Obra gruesa');
    expect(answer?.company.Checklists).toHaveLength(2);
    expect(reads).toBe(2);
    // The fresh company is what later reads get.
    expect((await admin.company(company.id))?.Checklists).toHaveLength(2);
    expect(reads).toBe(2);
  });

  it('an id admin does not know either is not found, after exactly one extra read', async () => {
    const admin = httpAdminClient(adminUrl, TOKEN);
    const answer = await companyHaving(admin, company.id, byId('bbbbbbbbbbbbbbbbbbbbbbbb'));
    expect(answer?.company.Nombre).toBe(company.Nombre);
    expect(answer?.found).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('an unknown company is null', async () => {
    const admin = httpAdminClient(adminUrl, TOKEN);
    expect(await companyHaving(admin, 'cccccccccccccccccccccccc', byId('aaaaaaaaaaaaaaaaaaaaaaa1'))).toBeNull();
  });
});

describe('freshCompany: the templates a director picks from are as admin has them now', () => {
  it('a template given its subcontracts after the company was cached is listed with them', async () => {
    const admin = httpAdminClient(adminUrl, TOKEN);
    await admin.company(company.id);
    company = { ...company, Checklists: [...company.Checklists, template('Obra gruesa')] };
    expect((await freshCompany(admin, company.id))?.Checklists.map((checklist) => checklist.Nombre)).toEqual(['Terminaciones', 'Obra gruesa']);
    expect(reads).toBe(2);
  });
});
