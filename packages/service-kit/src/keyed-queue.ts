/**
 * Runs tasks one at a time per key, in arrival order, within this process (a record's writes where
 * the database cannot make a conditional update atomic: devdb's updates are read-modify-write).
 * Keys with nothing queued hold no memory. Across replicas it does not hold: what must hold there
 * is claimed in the database (an insert under a unique index).
 */
export interface KeyedQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function keyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
  };
}
