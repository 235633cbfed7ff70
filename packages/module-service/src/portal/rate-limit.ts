/** Keys a counter keeps at most before it forgets the oldest windows (a flood of forged tokens stays bounded). */
const MAX_KEYS = 10_000;

/**
 * A fixed-window counter per key (a link, a client address), in the process's memory: each replica
 * counts its own calls, which bounds a client at `max` per window per replica.
 */
export function windowCounter(max: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one call; false when the key is over `max` in its current window. */
    hit(key: string, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= MAX_KEYS) {
          for (const [stale, entry] of windows) if (now - entry.start >= windowMs || windows.size >= MAX_KEYS) windows.delete(stale);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= max;
    },
  };
}
export type WindowCounter = ReturnType<typeof windowCounter>;
