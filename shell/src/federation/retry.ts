/** Rejects with 'timeout' when `promise` has not settled within `ms` (the promise itself goes on). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A remote's piece (descriptor, single-spa lifecycles) loaded with a time limit, tried once more by
 * itself when the first try fails or times out: a busy gateway or a dropped connection should not
 * leave the user a failure message they then have to retry by hand. The second try starts a fresh
 * load; the federation runtime shares an entry still in flight and forgets one that failed, so a
 * late first try is not thrown away.
 */
export async function loadWithRetry<T>(what: string, load: () => Promise<T>, timeoutMs: number): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch (error) {
    console.warn(`[shell] ${what} failed, trying once more`, error);
    return withTimeout(load(), timeoutMs);
  }
}
