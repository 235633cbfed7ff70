import { randomUUID } from 'node:crypto';

import { type AccessClaims, captureObservacion, endpointUrl, type ObservacionCreateBody, ObservacionItem } from '@insp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';
import { captureBody, type Hierarchy, observacionFixtures } from './observaciones-fixtures.ts';

const ctx = await testContext();
// A second instance of the service on the same database: another replica behind the gateway.
const replica = await ctx.replica();
afterAll(() => ctx.app.close());
const fx = observacionFixtures(ctx);

const captureOn = (app: typeof replica, h: Hierarchy, claims: AccessClaims, body: Partial<ObservacionCreateBody> = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: endpointUrl(captureObservacion, fx.listadoParams(h)), headers: ctx.headersOf(claims), payload: captureBody(body) });

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const numerosOf = (answers: LightMyRequestResponse[]) => answers.map((answer) => ObservacionItem.parse(answer.json()).Numero).sort((a, b) => a - b);
const storedNumeros = async (h: Hierarchy) =>
  (
    await fx
      .Observaciones()
      .find({ listadoId: new Types.ObjectId(h.listadoId) })
      .toArray()
  )
    .map((doc) => Number(doc.Numero))
    .sort((a, b) => a - b);

/** Issue 17 §3: a crew syncing at once. */
describe('captures of a crew syncing at once', () => {
  it('stores 40 captures sent at once into one listado, numbered 1..40 without a gap, none answered with an error', async () => {
    const h = await ctx.createHierarchy();
    const answers = await Promise.all(oneTo(40).map((i) => fx.capture(h, i % 2 === 0 ? h.director : h.usuario, { Comentario: `captura ${i}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(201));
    expect(numerosOf(answers)).toEqual(oneTo(40));
    expect(await storedNumeros(h)).toEqual(oneTo(40));
  });

  it('keeps Numero unique and dense when two replicas take captures into the same listado at once', async () => {
    const h = await ctx.createHierarchy();
    // Each replica numbered this listado before, so each holds a hint the other one makes stale.
    expect((await captureOn(ctx.app, h, h.director)).statusCode).toBe(201);
    expect((await captureOn(replica, h, h.usuario)).statusCode).toBe(201);
    const answers = await Promise.all(oneTo(15).flatMap(() => [captureOn(ctx.app, h, h.director), captureOn(replica, h, h.usuario)]));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    expect(await storedNumeros(h)).toEqual(oneTo(32));
  });

  it('answers 20 copies of one clientId sent at once with the same observation, storing one', async () => {
    const h = await ctx.createHierarchy();
    const clientId = randomUUID();
    const answers = await Promise.all(oneTo(20).map((i) => captureOn(i % 2 === 0 ? ctx.app : replica, h, h.director, { clientId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201].sort());
    expect(new Set(answers.map((answer) => ObservacionItem.parse(answer.json()).id)).size).toBe(1);
    expect(await storedNumeros(h)).toEqual([1]);
  });
});
