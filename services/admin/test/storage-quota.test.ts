import { CompanyConfiguration, DEFAULT_STORAGE_QUOTA_BYTES, InternalCompanyFull, QuotaResponse } from '@insp/contracts';
import { common, companyAdmin } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { models } from '../src/models/index.ts';
import { caller, createCompany, INTERNAL_TOKEN, startWithCompanies } from './helpers.ts';

const { ctx, admin, director, encargado, own, other } = await startWithCompanies({ own: { Nombre: 'Almacén' }, domain: 'almacen.cl' });
const call = caller(ctx.app, admin);
const GIB = 1024 ** 3;
const internal = { 'x-internal-token': INTERNAL_TOKEN };

const configuration = async (companyId = own.toHexString(), token = admin) => {
  const response = await call('GET', `/companies/${companyId}/configuration`, token);
  expect(response.statusCode, response.body).toBe(200);
  return CompanyConfiguration.parse(response.json());
};
const internalCompany = async (companyId = own.toHexString()) =>
  InternalCompanyFull.parse((await ctx.app.inject({ method: 'GET', url: `/internal/companies/${companyId}`, headers: internal })).json());
const report = (module: string, payload: Record<string, unknown>, companyId = own.toHexString()) =>
  ctx.app.inject({ method: 'PUT', url: `/internal/companies/${companyId}/usage/${module}`, headers: internal, payload });

describe('storage quota per company (issue 17 §4)', () => {
  it('is 5 GiB unless STORAGE_QUOTA_BYTES says otherwise, for new companies and for companies stored before it existed', async () => {
    expect(DEFAULT_STORAGE_QUOTA_BYTES).toBe(5 * GIB);
    expect((await configuration()).almacenamiento).toEqual({ used: 0, limit: 5 * GIB });
    expect((await internalCompany()).Almacenamiento).toEqual({ Limite: 5 * GIB, Usados: { Revisiones: 0, Checklist: 0, ChecklistsOT: 0 } });

    const legacy = await createCompany(ctx.app, { Nombre: 'Antigua' });
    await models(ctx.app.db).Empresa.collection.updateOne({ _id: legacy }, { $unset: { Almacenamiento: '' } });
    process.env.STORAGE_QUOTA_BYTES = String(2 * GIB);
    try {
      expect((await configuration(legacy.toHexString())).almacenamiento).toEqual({ used: 0, limit: 2 * GIB });
      expect((await internalCompany(legacy.toHexString())).Almacenamiento.Limite).toBe(2 * GIB);
    } finally {
      delete process.env.STORAGE_QUOTA_BYTES;
    }
    // A module's report on such a company is stored and read back.
    expect((await report('Revisiones', { bytes: 1000 }, legacy.toHexString())).statusCode).toBe(200);
    expect((await internalCompany(legacy.toHexString())).Almacenamiento).toEqual({
      Limite: 5 * GIB,
      Usados: { Revisiones: 1000, Checklist: 0, ChecklistsOT: 0 },
    });
  });

  it("stores each module's reported bytes beside its project count: the company's total is on the configuration page and in the modules' company info", async () => {
    expect((await report('Revisiones', { used: 2 })).statusCode).toBe(200);
    const bytes = await report('Revisiones', { bytes: 1_200_000_000 });
    // Bytes alone leave the project count as it was reported.
    expect(QuotaResponse.parse(bytes.json())).toMatchObject({ module: 'Revisiones', used: 2 });
    expect((await report('ChecklistsOT', { used: 0, bytes: 300_000_000 })).statusCode).toBe(200);
    expect((await report('Revisiones', { bytes: 1_000_000_000 })).statusCode).toBe(200);

    const info = await internalCompany();
    expect(info.Almacenamiento.Usados).toEqual({ Revisiones: 1_000_000_000, Checklist: 0, ChecklistsOT: 300_000_000 });
    expect(info.Revisiones.RevisionesUsados).toBe(2);
    const config = await configuration(own.toHexString(), director);
    expect(config.almacenamiento).toEqual({ used: 1_300_000_000, limit: 5 * GIB });
    expect(config.usage.modulos.Revisiones.proyectos.used).toBe(2);
    // Another company's figures are its own.
    expect((await configuration(other.toHexString())).almacenamiento.used).toBe(0);
  });

  it('refuses a report without figures or with a negative or fractional one (400)', async () => {
    for (const payload of [{}, { bytes: -1 }, { bytes: 1.5 }, { bytes: '10' }, { bytes: 10, extra: 1 }]) {
      expect((await report('Checklist', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('the Administrador changes it with the other limits (bytes); below what is used is allowed (it only stops new images)', async () => {
    const response = await call('PUT', `/companies/${own.toHexString()}`, admin, { LimiteAlmacenamiento: 1 * GIB, LimiteFotos: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: companyAdmin.updated, company: { LimiteFotos: 2 } });
    expect((await configuration()).almacenamiento).toEqual({ used: 1_300_000_000, limit: 1 * GIB });
    expect((await internalCompany()).Almacenamiento.Limite).toBe(1 * GIB);
    // Other companies keep the platform's quota.
    expect((await configuration(other.toHexString())).almacenamiento.limit).toBe(5 * GIB);
    // Limits sent without it leave it as it is.
    expect((await call('PUT', `/companies/${own.toHexString()}`, admin, { PiePagina: 'Pie' })).statusCode).toBe(200);
    expect((await configuration()).almacenamiento.limit).toBe(1 * GIB);
  });

  it('refuses a limit that is not a whole number of bytes >= 0 with the Spanish text, and changes nothing', async () => {
    for (const LimiteAlmacenamiento of [-1, 1.5, 'mucho', 2 ** 51]) {
      const response = await call('PUT', `/companies/${own.toHexString()}`, admin, { LimiteAlmacenamiento });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: companyAdmin.storageLimitInvalid });
    }
    expect((await configuration()).almacenamiento.limit).toBe(1 * GIB);
  });

  it("only the Administrador changes it (403 for the company's director and users); the director reads it, a user does not", async () => {
    for (const token of [director, encargado]) {
      const response = await call('PUT', `/companies/${own.toHexString()}`, token, { LimiteAlmacenamiento: 100 * GIB });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: common.forbidden });
    }
    expect((await configuration(own.toHexString(), director)).almacenamiento.limit).toBe(1 * GIB);
    expect((await call('GET', `/companies/${own.toHexString()}/configuration`, encargado)).statusCode).toBe(403);
  });
});
