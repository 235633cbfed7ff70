// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createChunkLoader, installChunksInLaterTasks, type ScriptEnd } from '../src/chunk-loader.ts';

// The shell's loader of its chunks' scripts (issue 19 §5): a wave of chunks is inserted a few tags per
// task of the main thread, in order, with one timer for all the scripts in flight.
describe('createChunkLoader', () => {
  /** The tasks the loader waited for: each resolves when the test lets the next task run. */
  let tasks: (() => void)[];
  const nextTask = () => new Promise<void>((resolve) => tasks.push(resolve));
  const runNextTask = async () => {
    tasks.shift()?.();
    await flushMicrotasks();
  };
  const flushMicrotasks = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  // the page's head stands in as an element out of the document: its script tags are never fetched
  // (happy-dom would fail them at once), the test ends them
  let head: HTMLElement;
  let document: Document;
  const scripts = () => [...head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const scriptOf = (url: string) => head.querySelector<HTMLScriptElement>(`script[src="${url}"]`);

  beforeEach(() => {
    tasks = [];
    head = window.document.createElement('div');
    document = { head, createElement: (tag: string) => window.document.createElement(tag) } as unknown as Document;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  const loader = (scriptsPerTask = 2, timeoutMs = 120_000) => createChunkLoader({ document, scriptsPerTask, timeoutMs, nextTask, nonce: () => 'n0nce' });

  it('inserts a wave of scripts a few per task, in the order they were asked for', async () => {
    const load = loader(2);
    for (const url of ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']) load(url, () => undefined);
    // nothing in the task that asks: the whole wave is queued first
    expect(scripts()).toEqual([]);
    await flushMicrotasks();
    expect(scripts()).toEqual(['/a.js', '/b.js']);
    await runNextTask();
    expect(scripts()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
    await runNextTask();
    expect(scripts()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    expect(tasks).toEqual([]);
    expect(scriptOf('/a.js')?.getAttribute('nonce')).toBe('n0nce');
  });

  it('a URL asked for again while in flight shares its tag; every caller hears the load; the tag stays', async () => {
    const load = loader();
    const first = vi.fn();
    const second = vi.fn();
    load('/a.js', first);
    load('/a.js', second);
    await flushMicrotasks();
    expect(scripts()).toEqual(['/a.js']);
    scriptOf('/a.js')?.dispatchEvent(new Event('load'));
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ type: 'load' }));
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ type: 'load' }));
    expect(scripts()).toEqual(['/a.js']);
  });

  it("a pushed chunk is installed in a later task than its script's, in order, and its load is reported after that", async () => {
    const installs: unknown[] = [];
    const chunks = { push: (chunk: unknown) => installs.push(chunk) };
    const installed = installChunksInLaterTasks(chunks, nextTask);
    const load = createChunkLoader({ document, scriptsPerTask: 2, timeoutMs: 120_000, nextTask, installed });
    const events: string[] = [];
    load('/a.js', (event) => events.push(`a ${event.type}, installed: ${installs.join(' ')}`));
    await flushMicrotasks();
    // the script runs: it pushes its chunk and loads, in one task
    chunks.push('chunk a');
    scriptOf('/a.js')?.dispatchEvent(new Event('load'));
    await flushMicrotasks();
    expect(installs).toEqual([]);
    expect(events).toEqual([]);
    // the next script runs before that task
    chunks.push('chunk b');
    await runNextTask();
    expect(installs).toEqual(['chunk a']);
    expect(events).toEqual(['a load, installed: chunk a']);
    await runNextTask();
    expect(installs).toEqual(['chunk a', 'chunk b']);
  });

  it('a script that fails is reported at once, with nothing to install', async () => {
    const installed = installChunksInLaterTasks({ push: () => 0 }, nextTask);
    const load = createChunkLoader({ document, scriptsPerTask: 2, timeoutMs: 120_000, nextTask, installed });
    const done = vi.fn<(event: ScriptEnd) => void>();
    load('/a.js', done);
    await flushMicrotasks();
    scriptOf('/a.js')?.dispatchEvent(new Event('error'));
    expect(done.mock.calls[0]?.[0].type).toBe('error');
  });

  it('a script that fails is taken out and reported; asking again inserts a new tag', async () => {
    const load = loader();
    const done = vi.fn<(event: ScriptEnd) => void>();
    load('/a.js', done);
    await flushMicrotasks();
    const failed = scriptOf('/a.js');
    failed?.dispatchEvent(new Event('error'));
    expect(done).toHaveBeenCalledOnce();
    expect(done.mock.calls[0]?.[0].type).toBe('error');
    expect(done.mock.calls[0]?.[0].target).toBe(failed);
    expect(scripts()).toEqual([]);
    load('/a.js', done);
    await flushMicrotasks();
    expect(scripts()).toEqual(['/a.js']);
    expect(scriptOf('/a.js')).not.toBe(failed);
  });

  it('a script that neither loads nor fails in time ends as a timeout, with one timer for all in flight', async () => {
    const load = loader(4, 10_000);
    const slow = vi.fn<(event: ScriptEnd) => void>();
    const later = vi.fn<(event: ScriptEnd) => void>();
    load('/slow.js', slow);
    await flushMicrotasks();
    vi.advanceTimersByTime(6_000);
    load('/later.js', later);
    await flushMicrotasks();
    expect(vi.getTimerCount()).toBe(1);
    scriptOf('/later.js')?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(3_999);
    expect(slow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slow).toHaveBeenCalledWith(expect.objectContaining({ type: 'timeout' }));
    expect(later).toHaveBeenCalledOnce();
    expect(scripts()).toEqual(['/later.js']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the timer waits for the oldest script still in flight, not the first one asked for', async () => {
    const load = loader(4, 10_000);
    const first = vi.fn();
    const second = vi.fn<(event: ScriptEnd) => void>();
    load('/first.js', first);
    await flushMicrotasks();
    vi.advanceTimersByTime(5_000);
    load('/second.js', second);
    await flushMicrotasks();
    vi.advanceTimersByTime(5_000);
    // the first timed out; the second has waited 5 s of its 10
    expect(first).toHaveBeenCalledWith(expect.objectContaining({ type: 'timeout' }));
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4_999);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second.mock.calls[0]?.[0].type).toBe('timeout');
  });
});
