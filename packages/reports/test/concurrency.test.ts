import { describe, expect, it } from 'vitest';

import { readAhead } from '../src/index.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A source that counts what was pulled from it and whether it was closed. */
function counted(total: number, failAt?: number) {
  const state = { pulled: 0, closed: false };
  async function* source(): AsyncGenerator<number> {
    try {
      for (let i = 1; i <= total; i += 1) {
        await tick();
        if (i === failAt) throw new Error(`fila ${i} ilegible`);
        state.pulled += 1;
        yield i;
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, source: source() };
}

describe('readAhead', () => {
  it('gives every item in order', async () => {
    const { source } = counted(5_000);
    const seen: number[] = [];
    for await (const item of readAhead(source, 100)) seen.push(item);
    expect(seen).toEqual(Array.from({ length: 5_000 }, (_, i) => i + 1));
  });

  it('reads ahead while the consumer is busy, never more than asked', async () => {
    const { state, source } = counted(1_000);
    const iterator = readAhead(source, 50)[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toBe(1);
    // The consumer is busy with item 1: the source goes on by itself, up to 50 waiting.
    for (let i = 0; i < 200; i += 1) await tick();
    expect(state.pulled).toBeGreaterThanOrEqual(50);
    expect(state.pulled).toBeLessThanOrEqual(51);
    await iterator.return(undefined);
    expect(state.closed).toBe(true);
  });

  it('ends the source when the consumer stops early (a cursor is closed)', async () => {
    const { state, source } = counted(1_000);
    for await (const item of readAhead(source, 20)) if (item === 3) break;
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThan(30);
  });

  it('fails after the items read before the failure', async () => {
    const { source } = counted(100, 40);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(source, 10)) seen.push(item);
      })(),
    ).rejects.toThrow('fila 40 ilegible');
    expect(seen).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
  });
});
