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
  /**
   * Resolves once every chunk pushed so far is installed (`installChunksInLaterTasks`): a script's load
   * is reported to the runtime only then, as it takes a script that ran without installing its chunk
   * for a failed one.
   */
  installed?: () => Promise<void>;
}

/** A container's JSONP array, whose `push` the bundler's runtime made its installer of a chunk's modules. */
export interface ChunkArray {
  push: (chunk: unknown) => unknown;
}

/**
 * Installs each chunk its script pushes in a later task than the script's own. Installing resolves
 * the chunk's promise, and what waits for it (a chunk group's modules evaluated, the federation's next
 * step, the next wave of chunks asked for) ran in the script's task, after its compile: tasks of
 * 35-45 ms in the capture pages' traces, of which the compile alone was 10-30 (issue 19 §5). Installs
 * run in the order pushed. Returns what resolves once every chunk pushed so far is installed.
 */
export function installChunksInLaterTasks(chunks: ChunkArray, yieldTask: () => Promise<void> = nextTask): () => Promise<void> {
  const install = chunks.push.bind(chunks);
  let installed = Promise.resolve();
  chunks.push = (chunk) => {
    installed = installed
      .then(yieldTask)
      .then(() => void install(chunk))
      // a chunk that fails to install is the runtime's error to report; the chunks after it still install
      .catch((error: unknown) => reportError(error));
    return chunks;
  };
  return () => installed;
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
  /** Each URL in flight (queued or inserted): its tag, when it was asked for, and who waits for it. */
  const inFlight = new Map<string, { script: HTMLScriptElement; since: number; callbacks: Done[] }>();
  const queue: { url: string; script: HTMLScriptElement }[] = [];
  let inserting = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const end = (url: string, script: HTMLScriptElement, event: ScriptEnd) => {
    const flight = inFlight.get(url);
    if (flight?.script !== script) return;
    inFlight.delete(url);
    script.onload = script.onerror = null;
    if (event.type !== 'load') script.remove();
    const report = () => {
      for (const done of flight.callbacks) done(event);
    };
    if (event.type === 'load' && options.installed) void options.installed().then(report);
    else report();
  };

  const watch = () => {
    if (watchdog !== undefined || inFlight.size === 0) return;
    const oldest = Math.min(...[...inFlight.values()].map((flight) => flight.since));
    watchdog = setTimeout(
      () => {
        watchdog = undefined;
        const now = performance.now();
        for (const [url, { script, since }] of [...inFlight]) if (now - since >= timeoutMs) end(url, script, { type: 'timeout', target: script });
        watch();
      },
      Math.max(0, oldest + timeoutMs - performance.now()),
    );
  };

  // after the task's synchronous run of asks (a wave of chunks is asked for in one go), a few per task
  const insert = async () => {
    try {
      while (queue.length > 0) {
        for (const { url, script } of queue.splice(0, scriptsPerTask)) if (inFlight.get(url)?.script === script) document.head.appendChild(script);
        if (queue.length > 0) await yieldTask();
      }
    } finally {
      inserting = false;
    }
  };

  return (url, done) => {
    const flight = inFlight.get(url);
    if (flight) {
      flight.callbacks.push(done);
      return;
    }
    const script = document.createElement('script');
    const nonce = options.nonce?.();
    if (nonce) script.setAttribute('nonce', nonce);
    script.src = url;
    script.onload = (event) => end(url, script, event);
    script.onerror = () => end(url, script, { type: 'error', target: script });
    inFlight.set(url, { script, since: performance.now(), callbacks: [done] });
    watch();
    queue.push({ url, script });
    if (inserting) return;
    inserting = true;
    queueMicrotask(() => void insert());
  };
}
