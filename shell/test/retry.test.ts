import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadWithRetry } from '../src/federation/retry.ts';

/** A load that never answers (a remote entry the network dropped without an error). */
const never = () => new Promise<string>(() => undefined);

describe("a remote's piece loads with a time limit and one automatic retry", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a first try that times out is followed by a second one, whose answer is used', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tries: string[] = [];
    const loaded = loadWithRetry(
      'spa',
      () => {
        tries.push('try');
        return tries.length === 1 ? never() : Promise.resolve('pantalla');
      },
      20_000,
    );
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(loaded).resolves.toBe('pantalla');
    expect(tries).toHaveLength(2);
  });

  it('two tries that time out fail (the failure with Reintentar shows), never wait forever', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = loadWithRetry('spa', never, 20_000);
    const outcome = expect(loaded).rejects.toThrow('timeout');
    await vi.advanceTimersByTimeAsync(40_000);
    await outcome;
  });

  it('a first try that fails is retried at once; a second failure is the answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let tries = 0;
    await expect(loadWithRetry('spa', () => Promise.reject(new Error(`caída ${++tries}`)), 20_000)).rejects.toThrow('caída 2');
    expect(tries).toBe(2);
  });
});
