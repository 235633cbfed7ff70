import { RESUMEN_ITEMS_MAX, type ResumenItem, ResumenModulo } from '@insp/contracts/resumenes';
import { resumenes } from '@insp/messages/resumenes';
import { newObjectId } from '@insp/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

import { collectResumen } from '../src/resumen/collect.ts';
import type { ResumenCandidato, ResumenProvider } from '../src/resumen/provider.ts';
import { spec, testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const item = (proyectoId: string, numero: number): ResumenItem => ({
  id: newObjectId(),
  proyectoId,
  proyecto: 'Torre Norte',
  numero,
  estado: 'Por Resolver',
  ubicacion: 'Piso 1',
  creado: new Date().toISOString(),
  enlace: '/x',
});

describe('the digest of a module', () => {
  it('keeps the first 50 items of a section and counts them all, per subcontract (catalogue id by name, accents ignored) and per member', async () => {
    const proyectoId = newObjectId();
    const [ana, beto] = [newObjectId(), newObjectId()];
    const provider: ResumenProvider = {
      proyectos: async () => [{ id: proyectoId, nombre: 'Torre Norte', miembros: [ana, beto, ana] }],
      async *items(): AsyncIterable<ResumenCandidato> {
        for (let n = 1; n <= 60; n++) yield { item: item(proyectoId, n), subcontrato: n % 2 ? 'CERAMICA' : 'Sin catálogo', tipos: ['porResolver'] };
        yield { item: item(proyectoId, 61), subcontrato: 'Cerámica', tipos: ['correcciones'] };
        yield { item: item(proyectoId, 62), subcontrato: 'Cerámica', tipos: [] };
      },
    };
    const company = ctx.admin.addCompany();
    const answer = await collectResumen({ modulo: spec.service, companyId: company.id, company, desde: new Date(0), hasta: new Date(), provider });
    const ceramica = company.Catalogos.subcontratos.find((s) => s.Nombre === 'Cerámica');
    expect(answer.subcontratos.map((s) => [s.nombre, s.subcontratoId, s.secciones.map((x) => [x.tipo, x.total, x.items.length])])).toEqual([
      ['Cerámica', ceramica?.id, [['porResolver', 30, 30]]],
      ['Sin catálogo', null, [['porResolver', 30, 30]]],
    ]);
    expect(answer.usuarios.map((u) => u.userId).sort()).toEqual([ana, beto].sort());
    for (const usuario of answer.usuarios)
      expect(usuario.secciones.map((x) => [x.tipo, x.total, x.items.length])).toEqual([
        ['correcciones', 1, 1],
        ['porResolver', 60, RESUMEN_ITEMS_MAX],
      ]);
  });

  it('GET /internal/companies/:companyId/resumen answers an empty digest without a provider, and 400 for a range out of order', async () => {
    const headers = { 'x-internal-token': ctx.config.internalToken };
    const url = (desde: string, hasta: string) => `/internal/companies/${newObjectId()}/resumen?desde=${desde}&hasta=${hasta}`;
    const empty = await ctx.app.inject({ method: 'GET', url: url('2026-11-26T10:00:00.000Z', '2026-11-27T10:00:00.000Z'), headers });
    expect(empty.statusCode).toBe(200);
    expect(ResumenModulo.parse(empty.json())).toMatchObject({ modulo: spec.service, subcontratos: [], usuarios: [] });
    const backwards = await ctx.app.inject({ method: 'GET', url: url('2026-11-27T10:00:00.000Z', '2026-11-26T10:00:00.000Z'), headers });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: resumenes.rangoInvalido });
  });
});
