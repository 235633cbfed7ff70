import './context-type.ts';

import type { AccessClaims, ModuleFlags, UserType } from '@insp/contracts';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { inject } from 'vitest';

import { fakeAdmin } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import { moduleSpecs } from '../src/spec.ts';
import { basicProjects, projectModel } from './fixtures/basic-projects.ts';

/** The module service under test: every file runs once per module service. */
export const spec = moduleSpecs[inject('moduleService')];
const MODULE = spec.module;

/** One app on a fresh database per test file, with a real Ed25519 identity. */
export async function testContext() {
  const identity = testIdentity();
  const config = testConfig(spec.service);
  const admin = fakeAdmin();
  const app = await buildModuleApp(spec, { config, verifier: identity.verifier, sessions: identity.sessions, admin }, basicProjects);
  const Projects = projectModel(app.db, spec.projectsCollection);
  await Projects.init();

  const withoutModule: ModuleFlags = { Revisiones: true, Checklist: true, ChecklistsOT: true, [MODULE]: false };
  const onlyModule: ModuleFlags = { Revisiones: false, Checklist: false, ChecklistsOT: false, [MODULE]: true };
  const user = (userType: UserType, companyId: string | null, overrides: Partial<AccessClaims> = {}) => testClaims(userType, { companyId, ...overrides });
  const headersOf = (claims: AccessClaims) => ({ authorization: `Bearer ${identity.sign(claims)}` });
  const seed = async (companyId: string, nombres: string[], Responsables: string[] = []) => {
    const created = await Projects.create(nombres.map((Nombre) => ({ companyId, Nombre, Responsables })));
    return created.map((project) => project._id.toHexString());
  };
  /** POSTs `data` as the multipart field `file` to POST /companies/:companyId/files as `claims` (a browser's FormData). */
  const postFile = async (companyId: string, claims: AccessClaims, data: Buffer, name = 'foto.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: `/companies/${companyId}/files`,
      headers: { ...headersOf(claims), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  return { app, admin, config, identity, Projects, withoutModule, onlyModule, user, headersOf, seed, newObjectId, postFile };
}
