import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote waits for the ones before it (a remote whose entry hangs must not hold the others). */
const WAIT_FOR_EARLIER_MS = 1_500;

/**
 * Remote containers that load at the same time initialise in the order of /config.json, while their
 * entries still download in parallel. Initialising is when a remote offers its shared modules, and
 * with the 'loaded-first' strategy the first offer of a module nobody has loaded yet is the one every
 * remote uses. In the order the entries happened to arrive, the same screen loaded one remote's chunks
 * of @insp/ui on one visit and another's (3 KB more) on the next.
 *
 * Remotes load only when one of their routes is shown (their descriptors are static data), so a
 * first screen usually loads one remote: it waits only for earlier remotes that were asked for too
 * (`expect`), never for one nobody is loading.
 */
export function initOrder(): {
  plugin: ModuleFederationRuntimePlugin;
  rank(names: readonly string[]): void;
  expect(names: readonly string[]): void;
  settle(name: string): void;
} {
  let order: string[] = [];
  const asked = new Set<string>();
  const settled = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  const entryOf = (name: string) => {
    let entry = settled.get(name);
    if (!entry) {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => (resolve = done));
      entry = { promise, resolve };
      settled.set(name, entry);
    }
    return entry;
  };
  const settle = (name: string): void => entryOf(name).resolve();

  return {
    plugin: {
      name: 'insp-init-order',
      async beforeInitContainer(args) {
        const earlier = order.slice(0, Math.max(0, order.indexOf(args.remoteInfo.name))).filter((name) => asked.has(name));
        if (earlier.length > 0) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          await Promise.race([
            Promise.all(earlier.map((name) => entryOf(name).promise)),
            new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_FOR_EARLIER_MS))),
          ]);
          clearTimeout(timer);
        }
        return args;
      },
      async initContainer(args) {
        settle(args.remoteInfo.name);
        return args;
      },
    },
    /** The order of /config.json: remotes asked for together initialise in it. */
    rank(names) {
      order = [...names, ...order.filter((name) => !names.includes(name))];
    },
    /** Remotes about to load (in this order when not ranked yet): the ones after them wait for them. */
    expect(names) {
      for (const name of names) {
        asked.add(name);
        if (!order.includes(name)) order.push(name);
      }
    },
    /** A remote that failed to load: the ones after it stop waiting for it. */
    settle,
  };
}
