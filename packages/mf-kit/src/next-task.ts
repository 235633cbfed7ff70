interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task of the event loop, so the work after `await nextTask()` does not lengthen the
 * task before it. A phone's main thread then never runs a page's boot as one long task (Lighthouse
 * counts every task over 50 ms of its ×4 simulation as blocking; issue 19 §5). `scheduler.yield()`
 * where the browser has it (the continuation runs ahead of other queued tasks), else a message to
 * ourselves (a timeout would be clamped to 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
