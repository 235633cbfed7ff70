import { describe, expect, it } from 'vitest';

import { containerStepsInTasks } from '../src/federation/container-steps.ts';

type Plugin = ReturnType<typeof containerStepsInTasks>;
type BeforeInitArgs = Parameters<NonNullable<Plugin['beforeInitContainer']>>[0];
type InitArgs = Parameters<NonNullable<Plugin['initContainer']>>[0];

// Issue 19 §5: the runtime's steps after a remote's entry has run (its container's init, then the first
// module asked of it) each wait for a task of their own.
describe('a remote container, step by step', () => {
  it('inits a task after its entry ran, and is asked for its first module a task after its init', async () => {
    const tasks: (() => void)[] = [];
    const plugin = containerStepsInTasks(() => new Promise<void>((resolve) => tasks.push(resolve)));
    const log: string[] = [];
    const args = { remoteInfo: { name: 'neo' } };
    const steps = (async () => {
      await plugin.beforeInitContainer?.(args as unknown as BeforeInitArgs);
      log.push('init');
      await plugin.initContainer?.(args as unknown as InitArgs);
      log.push('get');
    })();
    const runNextTask = async () => {
      tasks.shift()?.();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };
    // the entry has run: nothing more in its task
    await Promise.resolve();
    expect(log).toEqual([]);
    expect(tasks).toHaveLength(1);
    await runNextTask();
    expect(log).toEqual(['init']);
    expect(tasks).toHaveLength(1);
    await runNextTask();
    expect(log).toEqual(['init', 'get']);
    await steps;
  });
});
