import { randomUUID } from 'node:crypto';

import { ObservacionItem } from '@insp/contracts';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';

import { observacionesSuite } from './observaciones-fixtures.ts';

const { ctx, fx } = await observacionesSuite();

describe('capture under retries and concurrency', () => {
  it('numbers 20 captures sent at once 1..20 without a duplicate, and stores all 20', async () => {
    const h = await ctx.createHierarchy();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fx.capture(h, i % 2 === 0 ? h.director : h.usuario, { Comentario: `captura ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numeros = answers.map((answer) => ObservacionItem.parse(answer.json()).Numero).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const stored = await fx
      .Observaciones()
      .find({ listadoId: new Types.ObjectId(h.listadoId) })
      .toArray();
    expect(stored).toHaveLength(20);
    expect(new Set(stored.map((doc) => doc.Numero)).size).toBe(20);
    expect(new Set(stored.map((doc) => doc.Comentario)).size).toBe(20);
  });

  it('answers a repeated clientId with 200 and the first observation, storing one', async () => {
    const h = await ctx.createHierarchy();
    const clientId = randomUUID();
    const first = await fx.capture(h, h.usuario, { clientId, Comentario: 'primera' });
    expect(first.statusCode).toBe(201);
    // The device retries (perhaps with a body edited in between): the first result stands.
    const again = await fx.capture(h, h.usuario, { clientId, Comentario: 'reintento' });
    expect(again.statusCode).toBe(200);
    expect(ObservacionItem.parse(again.json())).toEqual(ObservacionItem.parse(first.json()));
    expect(await fx.Observaciones().countDocuments({ listadoId: new Types.ObjectId(h.listadoId) })).toBe(1);
    // A new clientId is a new observation.
    expect((await fx.captured(h)).Numero).toBe(2);
  });

  it('stores one observation when 5 copies of the same capture arrive at once', async () => {
    const h = await ctx.createHierarchy();
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fx.capture(h, h.director, { clientId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => ObservacionItem.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    expect(await fx.Observaciones().countDocuments({ listadoId: new Types.ObjectId(h.listadoId) })).toBe(1);
  });

  it('keeps clientIds per company: the same id in two companies makes two observations', async () => {
    const a = await ctx.createHierarchy();
    const b = await ctx.createHierarchy();
    const clientId = randomUUID();
    expect((await fx.capture(a, a.director, { clientId })).statusCode).toBe(201);
    expect((await fx.capture(b, b.director, { clientId })).statusCode).toBe(201);
  });
});
