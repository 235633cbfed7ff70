import { quotaSlots } from '@insp/module-service';
import { afterAll, describe, expect, it } from 'vitest';

import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());
const slots = quotaSlots(ctx.app.db);

describe('quota slots (packages/module-service/src/quota)', () => {
  it('takes the lowest free slot, keeps one slot per holder and frees it on release', async () => {
    const companyId = ctx.newObjectId();
    expect(await slots.claim(companyId, 'Revisiones', 'a', 2)).toBe(true);
    expect(await slots.claim(companyId, 'Revisiones', 'a', 2)).toBe(true);
    expect(await slots.count(companyId, 'Revisiones')).toBe(1);
    expect(await slots.claim(companyId, 'Revisiones', 'b', 2)).toBe(true);
    expect(await slots.claim(companyId, 'Revisiones', 'c', 2)).toBe(false);
    // Another module and another company have their own places.
    expect(await slots.claim(companyId, 'Checklist', 'c', 2)).toBe(true);
    expect(await slots.claim(ctx.newObjectId(), 'Revisiones', 'c', 2)).toBe(true);
    await slots.release(companyId, 'Revisiones', 'a');
    expect(await slots.claim(companyId, 'Revisiones', 'c', 2)).toBe(true);
    const stored = await ctx.app.db
      .collection('cupos')
      .find({ module: 'Revisiones', holder: { $in: ['b', 'c'] } })
      .toArray();
    expect(
      stored
        .filter((s) => s.companyId.toHexString() === companyId)
        .map((s) => [s.holder, s.slot])
        .sort(),
    ).toEqual([
      ['b', 1],
      ['c', 0],
    ]);
  });

  it('holds the limit when it is lowered below what is taken', async () => {
    const companyId = ctx.newObjectId();
    for (const holder of ['a', 'b', 'c']) expect(await slots.claim(companyId, 'Revisiones', holder, 3)).toBe(true);
    await slots.release(companyId, 'Revisiones', 'c');
    expect(await slots.claim(companyId, 'Revisiones', 'd', 2)).toBe(false);
  });

  it('reconciles away slots whose holder is gone, but not the ones claimed in the last minute', async () => {
    const companyId = ctx.newObjectId();
    await slots.claim(companyId, 'Revisiones', 'vivo', 3);
    await slots.claim(companyId, 'Revisiones', 'huerfano', 3);
    expect(await slots.reconcile(companyId, 'Revisiones', ['vivo'])).toBe(0);
    expect(await slots.reconcile(companyId, 'Revisiones', ['vivo'], new Date(Date.now() + 61_000))).toBe(1);
    expect(await slots.count(companyId, 'Revisiones')).toBe(1);
    expect(await slots.deleteCompany(companyId)).toBe(1);
  });
});
