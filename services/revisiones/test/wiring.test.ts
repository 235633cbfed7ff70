import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { ModuleFlags } from '@insp/contracts';
import { common } from '@insp/messages';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { spec } from '../src/module.ts';

// The shared behaviour is tested in packages/module-service for every module; this proves that
// this service is wired to its own module flag and collection.
const identity = testIdentity();
const app = await buildApp({ config: testConfig(spec.service), verifier: identity.verifier, sessions: identity.sessions });
afterAll(() => app.close());

const companyId = newObjectId();
const allOn: ModuleFlags = { Revisiones: true, Checklist: true, ChecklistsOT: true };
const allOff: ModuleFlags = { Revisiones: false, Checklist: false, ChecklistsOT: false };
const list = (modules: ModuleFlags) =>
  app.inject({
    method: 'GET',
    url: `/companies/${companyId}/projects`,
    headers: { authorization: `Bearer ${identity.sign(testClaims('AdministradorEmpresa', { companyId, modules }))}` },
  });

describe(`${spec.service} service`, () => {
  it(`needs the ${spec.module} module and no other`, async () => {
    const off = await list({ ...allOn, [spec.module]: false });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: common.moduleDisabled });
    const onlyThis = await list({ ...allOff, [spec.module]: true });
    expect(onlyThis.statusCode).toBe(200);
  });

  it('reads its projects from its own collection', async () => {
    await app.db
      .collection(spec.projectsCollection)
      .insertOne({ companyId: new Types.ObjectId(companyId), Nombre: 'Torre A', nombreKey: 'torre a', Responsables: [] });
    const page = (await list(allOn)).json();
    expect(page).toMatchObject({ total: 1, items: [{ Nombre: 'Torre A' }] });
  });

  it('documents itself under its own title', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.info.title).toBe(spec.title);
  });
});
