import { randomUUID } from 'node:crypto';

import { type AccessClaims, endpointUrl } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import type { LightMyRequestResponse } from 'fastify';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
// A second instance of the service on the same database: another replica behind the gateway.
const replica = await ctx.replica();
afterAll(() => ctx.app.close());

type Hierarchy = Awaited<ReturnType<typeof ctx.createHierarchy>>;

const captureOn = (app: typeof replica, claims: AccessClaims, params: Record<string, string>, clientId = randomUUID()): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: endpointUrl(cr.respuestasEndpoints.capture, params),
    headers: ctx.headersOf(claims),
    payload: { clientId, Comentario: 'Observación', Estado: 'Por Resolver' },
  });

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
/** The listado's stored Orders, ascending. */
async function storedOrders(h: Hierarchy): Promise<number[]> {
  const answers = ctx.app.db.collection<{ Order: number }>('RespuestasErrorestipos');
  const docs = await answers.find({ listadoId: new Types.ObjectId(h.listadoId) }, { sort: { Order: 1 }, projection: { Order: 1 } }).toArray();
  return docs.map((doc) => doc.Order);
}

/** Issue 17 §3: a crew syncing at once. */
describe('answers captured by a crew syncing at once', () => {
  it('stores 40 answers sent at once into one listado, Order 1..40 without a gap, none answered with an error', async () => {
    const h = await ctx.createHierarchy();
    const params = [h.errorParams('Baño', 'Pintura', 'Manchas'), h.errorParams('Cocina', 'Pintura', 'Burbujas'), h.errorParams('Baño', 'Cerámica', 'Cantería')];
    const answers = await Promise.all(oneTo(40).map((i) => captureOn(ctx.app, i % 2 === 0 ? h.director : h.usuario, params[i % 3] ?? h.base)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    expect(answers.map((answer) => cr.RespuestaItem.parse(answer.json()).Order).sort((a, b) => a - b)).toEqual(oneTo(40));
    expect(await storedOrders(h)).toEqual(oneTo(40));
  });

  it('keeps Order unique and dense when two replicas take answers into the same listado at once', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    // Each replica numbered this listado before, so each holds a hint the other one makes stale.
    expect((await captureOn(ctx.app, h.director, manchas)).statusCode).toBe(201);
    expect((await captureOn(replica, h.usuario, manchas)).statusCode).toBe(201);
    const answers = await Promise.all(oneTo(15).flatMap(() => [captureOn(ctx.app, h.director, manchas), captureOn(replica, h.usuario, manchas)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    expect(await storedOrders(h)).toEqual(oneTo(32));
  });

  it('answers 20 copies of one clientId sent at once with the same answer, storing one', async () => {
    const h = await ctx.createHierarchy();
    const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
    const clientId = randomUUID();
    const answers = await Promise.all(oneTo(20).map((i) => captureOn(i % 2 === 0 ? ctx.app : replica, h.director, manchas, clientId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201].sort());
    expect(new Set(answers.map((answer) => cr.RespuestaItem.parse(answer.json()).id)).size).toBe(1);
    expect(await storedOrders(h)).toEqual([1]);
  });
});
