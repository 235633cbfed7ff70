import type { ReactPromise } from 'react';

/** A promise as React's `use()` reads it: its outcome in `status` / `value` / `reason` once settled. */
export type SettledPromise<T> = Promise<T> & ReactPromise<T>;

/**
 * Records the promise's outcome on it when it settles, the fields React's `use()` reads first: a
 * render after the promise has settled (the screen's code or the query cache loaded while the remote
 * was mounting) takes the value at once instead of suspending for a microtask, which costs a fallback
 * frame and then React's throttle (about 300 ms) before the content is revealed. Returns the promise.
 */
export function settledForUse<T>(promise: Promise<T>): SettledPromise<T> {
  // block bodies: a handler returning the promise itself would make this chain's promise reject too,
  // unhandled
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}
