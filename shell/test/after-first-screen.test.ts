// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstScreen } from '../src/offline/after-first-screen.ts';

// When the service worker's registration (and its precache download) starts on a signed-in page:
// after the load, after the first module screen has mounted and settled, when the browser is idle.
describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // the page has loaded; requestIdleCallback answers on the next timer turn
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0) as unknown as number);
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first remote to mount, then a second, then an idle moment', () => {
    const run = vi.fn();
    afterFirstScreen(run);
    vi.advanceTimersByTime(4_000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('single-spa:first-mount'));
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(run).toHaveBeenCalledTimes(1);
    // a later mount (another module) starts nothing again
    window.dispatchEvent(new Event('single-spa:first-mount'));
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page without a remote, starts 5 s after the load and the settle time', () => {
    const run = vi.fn();
    afterFirstScreen(run);
    vi.advanceTimersByTime(5_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled (the signed-in app left first)', () => {
    const run = vi.fn();
    const cancel = afterFirstScreen(run);
    window.dispatchEvent(new Event('single-spa:first-mount'));
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
