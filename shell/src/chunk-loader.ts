import { nextTask } from '@insp/mf-kit';

/** What the bundler's runtime hands its script loader when a chunk's script ends: the browser's event, or the timeout. */
export type ScriptEnd = Event | { type: 'timeout' | 'error'; target: HTMLScriptElement };
type Done = (event: ScriptEnd) => void;

/** The bundler runtime's script loader (`__webpack_require__.l`), as its JSONP chunk loading calls it. */
export type LoadScript = (url: string, done: Done, key?: string | number, chunkId?: string | number) => void;

export interface ChunkLoaderOptions {
  document: Document;
  /** Script tags inserted in one task of the main thread; the rest wait for the next tasks. */
  scriptsPerTask: number;
  /** A chunk's script that neither loads nor fails within this time fails (the runtime's own default: 120 s). */
  timeoutMs: number;
  /** The runtime's nonce for script tags (`__webpack_nonce__`), read when a tag is made. */
  nonce?: () => string | undefined;
  /** Resolves in a later task (`nextTask` in the page). */
  nextTask?: () => Promise<void>;
}

/**
 * The shell's loader for the scripts of its chunks, in place of the bundler runtime's own. The
 * runtime's inserts every script of a wave of chunks in the task that asks for them, each with a
 * timer of its own, and takes the tag out again once it has run; a capture page's first screen asks
 * for 15-20 scripts at once, and under a phone's CPU (Lighthouse's ×4) inserting them with their timers
 * was one task of 100-250 ms. This one inserts a few per task, in the order they were asked for, keeps
 * one timer for all the scripts in flight, and leaves a loaded tag in place (issue 19 §5, Total Blocking
 * Time). A URL asked for again while in flight shares its tag; a script that fails or times out is
 * taken out, so a retry inserts a new one.
 */
export function createChunkLoader(options: ChunkLoaderOptions): LoadScript {
  const { document, scriptsPerTask, timeoutMs } = options;
  const yieldTask = options.nextTask ?? nextTask;
  /** The callbacks waiting for each URL in flight. */
  const waiting = new Map<string, Done[]>();
  /** Scripts in flight (inserted or queued) and when they were asked for. */
  const inFlight = new Map<HTMLScriptElement, { url: string; since: number }>();
  const queue: HTMLScriptElement[] = [];
  let inserting = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const end = (script: HTMLScriptElement, event: ScriptEnd) => {
    const flight = inFlight.get(script);
    if (!flight) return;
    inFlight.delete(script);
    script.onload = script.onerror = null;
    if (event.type !== 'load') script.remove();
    const callbacks = waiting.get(flight.url) ?? [];
    waiting.delete(flight.url);
    for (const done of callbacks) done(event);
  };

  const watch = () => {
    if (watchdog !== undefined || inFlight.size === 0) return;
    const oldest = Math.min(...[...inFlight.values()].map((flight) => flight.since));
    watchdog = setTimeout(
      () => {
        watchdog = undefined;
        const now = performance.now();
        for (const [script, flight] of [...inFlight]) if (now - flight.since >= timeoutMs) end(script, { type: 'timeout', target: script });
        watch();
      },
      Math.max(0, oldest + timeoutMs - performance.now()),
    );
  };

  // after the task's synchronous run of asks (a wave of chunks is asked for in one go), a few per task
  const insert = async () => {
    try {
      while (queue.length > 0) {
        for (const script of queue.splice(0, scriptsPerTask)) if (inFlight.has(script)) document.head.appendChild(script);
        if (queue.length > 0) await yieldTask();
      }
    } finally {
      inserting = false;
    }
  };

  return (url, done) => {
    const callbacks = waiting.get(url);
    if (callbacks) {
      callbacks.push(done);
      return;
    }
    waiting.set(url, [done]);
    const script = document.createElement('script');
    const nonce = options.nonce?.();
    if (nonce) script.setAttribute('nonce', nonce);
    script.src = url;
    script.onload = (event) => end(script, event);
    script.onerror = () => end(script, { type: 'error', target: script });
    inFlight.set(script, { url, since: performance.now() });
    watch();
    queue.push(script);
    if (inserting) return;
    inserting = true;
    queueMicrotask(() => void insert());
  };
}
