import { type MouseEvent, useEffect, useState } from 'react';

/** The user's first act on a page (one of these, anywhere) starts the interaction code's download. */
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export interface OnDemand<M> {
  /** Asks for the code (once; a failed download is asked for again next time). */
  load: () => Promise<M>;
  /** The module once it has arrived, null until then; asks for it at the user's first interaction with the page. */
  useModule: () => M | null;
}

/**
 * Code a screen needs only once the user acts (a tooltip, a menu, a popover): not downloaded with
 * the first screen (issue 19 §5: on a slow phone every kilobyte before it is paid in seconds), but at
 * the user's first pointer move, touch or key anywhere on the page, so it is there by the time a
 * pointer reaches a control; a control that opens it also calls `load()` and waits for it. Call at
 * module level with a function that runs the `import()`.
 */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let arrived: M | null = null;
  let loading: Promise<M> | null = null;
  const waiting = new Set<(m: M) => void>();
  const load = () =>
    (loading ??= importer().then(
      (m) => {
        arrived = m;
        for (const notify of waiting) notify(m);
        waiting.clear();
        return m;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const loadLogged = () => void load().catch((error: unknown) => console.error('[ui] on-demand chunk', error));
  let listening = false;
  const onFirstInteraction = () => {
    if (listening || arrived || typeof window === 'undefined') return;
    listening = true;
    const start = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, true);
      loadLogged();
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, start, { capture: true, passive: true });
  };
  return {
    load,
    useModule() {
      const [module, setModule] = useState(arrived);
      useEffect(() => {
        if (module) return undefined;
        const notify = (m: M) => setModule(() => m);
        if (arrived) {
          notify(arrived);
          return undefined;
        }
        waiting.add(notify);
        onFirstInteraction();
        return () => void waiting.delete(notify);
      }, [module]);
      return module;
    },
  };
}

export interface AnchoredOnDemand<M> {
  /** The popup's code once it has arrived (render the popup only then). */
  module: M | null;
  /** The element the popup opens under; null while closed. */
  anchor: HTMLElement | null;
  /** The trigger's onClick: opens the popup under it once its code is there (a first click waits for it). */
  open: (event: MouseEvent<HTMLElement>) => void;
  close: () => void;
}

/** A popup (menu, popover) whose code comes on demand, and the element it is open under. */
export function useAnchoredOnDemand<M>(code: OnDemand<M>): AnchoredOnDemand<M> {
  const module = code.useModule();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    module,
    anchor,
    open(event) {
      const target = event.currentTarget;
      code.load().then(
        () => setAnchor(target),
        (error: unknown) => console.error('[ui] on-demand popup', error),
      );
    },
    close: () => setAnchor(null),
  };
}
