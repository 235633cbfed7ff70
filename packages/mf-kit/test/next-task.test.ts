import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from '../src/next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('continues in a later task: every microtask queued by the current task runs first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('chained microtasks'));
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'microtask', 'chained microtasks', 'next task']);
  });

  it('waits behind the tasks already queued: a chain of steps does not hold back what arrived meanwhile', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    const order: string[] = [];
    const arrived = new MessageChannel();
    const answered = new Promise<void>((resolve) => {
      arrived.port1.onmessage = () => {
        arrived.port1.close();
        order.push('queued before');
        resolve();
      };
    });
    arrived.port2.postMessage(null);
    await nextTask().then(() => order.push('next task'));
    await answered;
    expect(order).toEqual(['queued before', 'next task']);
    expect(yieldTask).not.toHaveBeenCalled();
  });
});
