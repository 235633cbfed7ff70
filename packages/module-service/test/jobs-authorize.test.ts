import { common, reports as messages } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { newObjectId, testClaims, testConfig, testIdentity } from '@insp/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { fakeAdmin } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import type { ModuleContext } from '../src/context.ts';
import { spec } from './context.ts';
import { basicProjects } from './fixtures/basic-projects.ts';

/** ReportKind.authorize: the kind's own refusal at POST, before the job or its summary slot is stored. */
const identity = testIdentity();
const seen: { companyId: string; sub: string; params: unknown }[] = [];
let context!: ModuleContext;
const app = await buildModuleApp(
  spec,
  { config: testConfig(spec.service), verifier: identity.verifier, sessions: identity.sessions, admin: fakeAdmin() },
  (built, ctx) => {
    basicProjects(built, ctx);
    context = ctx;
    ctx.reports.define('privado', {
      params: z.strictObject({ dueño: z.string(), veces: z.coerce.number().int() }),
      summary: true,
      async authorize({ companyId, principal, params }) {
        seen.push({ companyId, sub: principal.sub, params });
        if (params.dueño !== principal.sub) throw new HttpError(403, common.forbidden);
      },
      async run(job) {
        return { fileName: `privado-${job.params.veces}.pdf`, contentType: 'application/pdf', data: Buffer.from('%PDF-1.7') };
      },
    });
    // Stands for a project document: allowed while the caller is among the project's people.
    ctx.reports.define('de-proyecto', {
      params: z.strictObject({ proyecto: z.string() }),
      summary: false,
      async authorize({ principal }) {
        if (!responsables.has(principal.sub)) throw new HttpError(403, common.forbidden);
      },
      async run() {
        return { fileName: 'proyecto.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.7') };
      },
    });
  },
);
const responsables = new Set<string>();
afterAll(() => app.close());

const companyId = newObjectId();
const usuario = testClaims('UsuarioEmpresa', { companyId });
const post = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/companies/${companyId}/reports`, headers: { authorization: `Bearer ${identity.sign(usuario)}` }, payload });

describe('report kinds with authorize', () => {
  it('gets the tenant, the caller and the parsed params; its HttpError is the answer and nothing is stored', async () => {
    const refused = await post({ kind: 'privado', dueño: newObjectId(), veces: '2' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: common.forbidden });
    expect(seen.at(-1)).toEqual({ companyId, sub: usuario.sub, params: { dueño: expect.any(String), veces: 2 } });
    expect(await app.db.collection('reportes').countDocuments({})).toBe(0);

    // The refusal took no summary slot: the caller's own document goes through, and then holds it.
    const accepted = await post({ kind: 'privado', dueño: usuario.sub, veces: 1 });
    expect(accepted.statusCode).toBe(202);
    const busy = await post({ kind: 'privado', dueño: usuario.sub, veces: 1 });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: messages.alreadyGenerating });
    await context.reports.drain();
  });

  it('is not called for params the schema refuses', async () => {
    const before = seen.length;
    const invalid = await post({ kind: 'privado', dueño: usuario.sub, veces: 'muchas' });
    expect(invalid.statusCode).toBe(400);
    expect(seen.length).toBe(before);
  });
});

describe('a company user and their jobs once they may no longer see what the job shows', () => {
  it("404 for the job's status and result after the user leaves the project (issue 17); 200 while they see it", async () => {
    const as = (claims: typeof usuario) => ({ authorization: `Bearer ${identity.sign(claims)}` });
    const me = testClaims('UsuarioEmpresa', { companyId });
    responsables.add(me.sub);
    const created = await app.inject({
      method: 'POST',
      url: `/companies/${companyId}/reports`,
      headers: as(me),
      payload: { kind: 'de-proyecto', proyecto: 'P' },
    });
    expect(created.statusCode).toBe(202);
    const { id } = created.json() as { id: string };
    await context.reports.drain();
    const status = () => app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${id}`, headers: as(me) });
    const file = () => app.inject({ method: 'GET', url: `/companies/${companyId}/reports/${id}/file`, headers: as(me) });
    expect((await status()).json()).toMatchObject({ state: 'listo' });
    expect((await file()).statusCode).toBe(200);

    responsables.delete(me.sub);
    for (const response of [await status(), await file()]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: common.notFound });
    }
  });
});
