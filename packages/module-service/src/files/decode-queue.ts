/**
 * A process-wide bound on image decodes running at once: a decode of a 40 MP upload holds tens of
 * MB, so three uploads at once wait their turn instead of tripling the service's memory (issue 17).
 */
export interface DecodeQueue {
  /** Runs `task` when fewer than `limit` tasks run, in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
  /** Most tasks ever seen running at once (tests read it after a burst). */
  readonly peak: number;
  /** Tasks started so far. */
  readonly started: number;
}

export function decodeQueue(limit: number): DecodeQueue {
  let active = 0;
  let peak = 0;
  let started = 0;
  const turns: (() => void)[] = [];
  const start = () => {
    active += 1;
    started += 1;
    peak = Math.max(peak, active);
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) start();
      // A finishing task hands its slot over (start() is called for us before we resume).
      else await new Promise<void>((resolve) => turns.push(resolve));
      try {
        return await task();
      } finally {
        const next = turns.shift();
        if (next) {
          active -= 1;
          start();
          next();
        } else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return turns.length;
    },
    get peak() {
      return peak;
    },
    get started() {
      return started;
    },
  };
}
