import { afterEach, describe, expect, it, vi } from 'vitest';

import { initOrder } from '../src/federation/init-order.ts';

/** What the runtime passes the two hooks; only the remote's name matters to the plugin. */
type HookArgs = Parameters<NonNullable<ReturnType<typeof initOrder>['plugin']['beforeInitContainer']>>[0];
const argsOf = (name: string) => ({ remoteInfo: { name } }) as unknown as HookArgs;

/** Runs a remote's init as the runtime does: wait in beforeInitContainer, offer its shares, then initContainer. */
async function init(order: ReturnType<typeof initOrder>, name: string, log: string[]): Promise<void> {
  await order.plugin.beforeInitContainer?.(argsOf(name));
  log.push(name);
  await order.plugin.initContainer?.(argsOf(name) as never);
}

describe('remote containers initialise in the order of /config.json', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a remote whose entry arrived first still waits for the ones before it', async () => {
    const order = initOrder();
    order.expect(['admin', 'revisiones', 'checklist_revisiones']);
    const log: string[] = [];
    // Entries arrive last to first.
    const third = init(order, 'checklist_revisiones', log);
    const second = init(order, 'revisiones', log);
    await Promise.resolve();
    expect(log).toEqual([]);
    await init(order, 'admin', log);
    await Promise.all([second, third]);
    expect(log).toEqual(['admin', 'revisiones', 'checklist_revisiones']);
  });

  it('a remote that failed to load does not hold the ones after it', async () => {
    const order = initOrder();
    order.expect(['admin', 'revisiones']);
    const log: string[] = [];
    const second = init(order, 'revisiones', log);
    order.settle('admin');
    await second;
    expect(log).toEqual(['revisiones']);
  });

  it('a remote whose entry hangs holds the others 1.5 s at most', async () => {
    vi.useFakeTimers();
    const order = initOrder();
    order.expect(['admin', 'revisiones']);
    const log: string[] = [];
    const second = init(order, 'revisiones', log);
    await vi.advanceTimersByTimeAsync(1_400);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await second;
    expect(log).toEqual(['revisiones']);
  });

  it('a remote asked for alone does not wait for earlier remotes nobody is loading', async () => {
    vi.useFakeTimers();
    const order = initOrder();
    order.rank(['admin', 'revisiones', 'checklist_revisiones']);
    order.expect(['revisiones']);
    const log: string[] = [];
    await init(order, 'revisiones', log);
    expect(log).toEqual(['revisiones']);
  });

  it('remotes asked for together initialise in the order of /config.json, whichever was asked first', async () => {
    const order = initOrder();
    order.rank(['admin', 'revisiones']);
    order.expect(['revisiones']);
    order.expect(['admin']);
    const log: string[] = [];
    const second = init(order, 'revisiones', log);
    await Promise.resolve();
    expect(log).toEqual([]);
    await init(order, 'admin', log);
    await second;
    expect(log).toEqual(['admin', 'revisiones']);
  });

  it('the first remote and remotes outside the list initialise at once', async () => {
    const order = initOrder();
    order.expect(['admin', 'revisiones']);
    const log: string[] = [];
    await init(order, 'admin', log);
    await init(order, 'otro', log);
    expect(log).toEqual(['admin', 'otro']);
  });
});
