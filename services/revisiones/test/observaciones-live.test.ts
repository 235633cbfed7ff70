import type { AddressInfo } from 'node:net';

import { ChangeEvent, endpointUrl } from '@insp/contracts';
import { captureObservacion, ObservacionItem, updateObservacion } from '@insp/contracts';
import { readEventStream } from '@insp/module-service/event-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { captureBody, observacionFixtures } from './observaciones-fixtures.ts';

const ctx = await testContext();
const fx = observacionFixtures(ctx);
let base = '';
beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The company's event stream read with fetch, as the screens do (Authorization header included). */
async function openStream(companyId: string, authorization: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/companies/${companyId}/events`, { headers: { authorization }, signal: controller.signal });
  const changes: ChangeEvent[] = [];
  if (response.body)
    void readEventStream(response.body, ({ event, data }) => {
      if (event === 'cambio' && data) changes.push(ChangeEvent.parse(JSON.parse(data)));
    });
  return {
    response,
    close: () => controller.abort(),
    async receive(match: (change: ChangeEvent) => boolean, timeoutMs = 5000): Promise<ChangeEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = changes.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms (got ${JSON.stringify(changes)})`);
        await sleep(25);
      }
    },
  };
}

describe('live updates of the observations screen', () => {
  it("delivers a capture sent from another client, then its edit, to the director's open stream", async () => {
    const h = await ctx.createHierarchy();
    const stream = await openStream(h.companyId, ctx.headersOf(h.director).authorization);
    try {
      expect(stream.response.status).toBe(200);
      // Another client (the company user's phone) captures over HTTP.
      const sent = await fetch(`${base}${endpointUrl(captureObservacion, fx.listadoParams(h))}`, {
        method: 'POST',
        headers: { ...ctx.headersOf(h.usuario), 'content-type': 'application/json' },
        body: JSON.stringify(captureBody()),
      });
      expect(sent.status).toBe(201);
      const item = ObservacionItem.parse(await sent.json());
      const created = await stream.receive((change) => change.entityId === item.id && change.action === 'crear');
      expect(created).toMatchObject({ entity: 'Observacion', parents: { projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId } });
      await ctx.ok(ctx.call(h.usuario, updateObservacion, { ...fx.listadoParams(h), observacionId: item.id }, { body: { Resuelta: true } }));
      expect(await stream.receive((change) => change.entityId === item.id && change.action === 'editar')).toMatchObject({ entity: 'Observacion' });
    } finally {
      stream.close();
    }
  });
});
