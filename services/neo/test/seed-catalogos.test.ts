// The NEO demo seed (so `npm start`) reads the lists of checks it has just put into admin through the
// service, whose copy of the company is cached (ADMIN_CACHE_MS): a copy cached just before the lists
// were added hid them and the seed failed now and then. It now asks until the lists show.
import { seedClient, type SeedTransport } from '@insp/module-service/seed-api';
import { afterAll, describe, expect, it } from 'vitest';

import { catalogosWithListas } from '../src/seed/demo.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

describe('NEO demo seed: the lists of checks it just added', () => {
  it('are found when the first answer still comes from a copy of the company without them', async () => {
    const full = ctx.createCompany();
    const listas = full.company.ListasDeChequeo;
    const t = ctx.createCompany({ ListasDeChequeo: [] });
    const base = ctx.seedTransport(t.director);
    let answers = 0;
    // admin gets the lists once the seed has read the company without them (as a stale cached copy)
    const transport: SeedTransport = {
      upload: (path, bytes, fileName) => base.upload(path, bytes, fileName),
      async request(method, path, body) {
        const response = await base.request(method, path, body);
        if (path.endsWith('/catalogos-ot') && ++answers === 1) t.company.ListasDeChequeo = listas;
        return response;
      },
    };
    const { og, term } = await catalogosWithListas(seedClient(transport), t.companyId);
    expect([og.Tipo, term.Tipo]).toEqual(['Obra Gruesa', 'Terminaciones']);
    expect(answers).toBeGreaterThan(1);
  });
});
