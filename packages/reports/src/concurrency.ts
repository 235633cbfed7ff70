/** `work` over `items` with at most `limit` running at once, results in order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * `source` pulled up to `ahead` items before they are asked for: a database cursor fetches its next
 * batch (the database works on another core) while the consumer formats the rows it already has,
 * instead of the two taking turns. Items come in order; a failure of the source comes after the
 * items read before it; a consumer that stops early ends the source (a cursor is closed).
 */
export async function* readAhead<T>(source: AsyncIterable<T>, ahead: number): AsyncGenerator<T> {
  let queue: T[] = [];
  let head = 0;
  let finished = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  let itemArrived: (() => void) | null = null;
  let roomMade: (() => void) | null = null;
  const wakeConsumer = () => {
    itemArrived?.();
    itemArrived = null;
  };
  const wakeProducer = () => {
    roomMade?.();
    roomMade = null;
  };

  const pump = (async () => {
    try {
      for await (const item of source) {
        queue.push(item);
        wakeConsumer();
        while (queue.length - head >= ahead && !stopped) await new Promise<void>((resolve) => (roomMade = resolve));
        if (stopped) break;
      }
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      wakeConsumer();
    }
  })();

  try {
    for (;;) {
      if (head < queue.length) {
        const item = queue[head] as T;
        head += 1;
        // Dropped from the front now and then, so the array does not grow with everything read.
        if (head >= 1_024) {
          queue = queue.slice(head);
          head = 0;
        }
        wakeProducer();
        yield item;
        continue;
      }
      if (failure) throw (failure as { error: unknown }).error;
      if (finished) return;
      await new Promise<void>((resolve) => (itemArrived = resolve));
    }
  } finally {
    stopped = true;
    wakeProducer();
    await pump;
  }
}
