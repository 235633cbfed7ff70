/**
 * Resolves in a new task of the event loop, so the work after `await nextTask()` does not lengthen the
 * task before it. A phone's main thread then never runs a page's boot as one long task (Lighthouse
 * counts every task over 50 ms of its ×4 simulation as blocking; issue 19 §5). A message to ourselves,
 * queued behind the tasks already waiting (a timeout would be clamped to 4 ms once nested). Not
 * `scheduler.yield()`: its continuation runs ahead of every queued task, so the boot's chains of steps
 * held the network's answers back (in a capture page's trace /config.json had answered, and the
 * descriptors it names were asked for 350 ms later, once the last step had run).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
