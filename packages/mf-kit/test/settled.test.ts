import { describe, expect, it } from 'vitest';

import { settledForUse } from '../src/index.ts';

// React's use() reads these fields first: a render after the promise settled does not suspend.
describe('settledForUse', () => {
  it('records the value of a fulfilled promise on it', async () => {
    const promise = settledForUse(Promise.resolve('cliente'));
    expect(promise.status).toBeUndefined();
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: 'cliente' });
  });

  it('records the reason of a rejected one, without a second, unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const failure = new Error('sin conexión');
      const promise = settledForUse(Promise.reject(failure));
      await expect(promise).rejects.toBe(failure);
      // a macrotask: Node reports unhandled rejections after the microtasks
      await new Promise((resolve) => setImmediate(resolve));
      expect(promise).toMatchObject({ status: 'rejected', reason: failure });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });
});
