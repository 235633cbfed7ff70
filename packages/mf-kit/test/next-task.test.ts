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

  it("uses the browser's scheduler.yield() where it exists", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('falls back to a message when the scheduler has no yield (older browsers)', async () => {
    vi.stubGlobal('scheduler', { postTask: () => undefined });
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
