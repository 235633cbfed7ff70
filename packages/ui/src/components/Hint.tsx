import { cloneElement, type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import { onDemand } from './on-demand.ts';

const tooltip = onDemand(() => import('@mui/material/Tooltip').then((m) => m.default));

/** Pointers pressed on the page now, and what waits for none to be. */
let pressed = 0;
const afterGesture = new Set<() => void>();
let tracking = false;
function trackGestures() {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener('pointerdown', () => void pressed++, { capture: true, passive: true });
  const release = () => {
    pressed = Math.max(0, pressed - 1);
    if (pressed > 0) return;
    // after the click that follows the release (dispatched in the same task)
    setTimeout(() => {
      if (pressed > 0) return;
      const waiting = [...afterGesture];
      afterGesture.clear();
      for (const run of waiting) run();
    }, 0);
  };
  window.addEventListener('pointerup', release, { capture: true, passive: true });
  window.addEventListener('pointercancel', release, { capture: true, passive: true });
}

/**
 * Runs `run` in a task of its own when no pointer is pressed (at once, or once none is); returns a
 * cancel function. `run` must change the page in that task (flushSync): a render React commits later
 * could land between a press and its click, and the click would then reach a replaced element.
 */
function outsideGesture(run: () => void): () => void {
  let cancelled = false;
  const attempt = () => {
    if (cancelled) return;
    if (pressed > 0) afterGesture.add(attempt);
    else run();
  };
  const timer = setTimeout(attempt, 0);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    afterGesture.delete(attempt);
  };
}

export interface HintProps {
  /** The tooltip's text; also the control's accessible name when it has none of its own. */
  title: string;
  /** One element that takes a ref (a button, or a span around a disabled one). */
  children: ReactElement<{ 'aria-label'?: string }>;
}

/**
 * MUI's Tooltip, downloaded at the user's first interaction with the page instead of with the first
 * screen (the Tooltip and its positioning engine, ~9 KB gzip, issue 19 §5). Until then the control
 * carries the title as its accessible name, as the Tooltip gives it. When the Tooltip arrives the
 * control is drawn again inside it: never during a press (the tap's click would land on the element
 * being replaced), and keeping the keyboard focus if it had it. Drawn after the Tooltip is there, a
 * control is inside it from the start.
 */
export function Hint({ title, children }: HintProps) {
  const Tooltip = tooltip.useModule();
  const [wrapped, setWrapped] = useState(() => Tooltip !== null);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(trackGestures, []);
  useEffect(() => {
    if (!Tooltip || wrapped) return undefined;
    return outsideGesture(() => {
      refocus.current = node.current !== null && node.current === document.activeElement;
      flushSync(() => setWrapped(true));
    });
  }, [Tooltip, wrapped]);
  useLayoutEffect(() => {
    if (!wrapped || !refocus.current) return;
    refocus.current = false;
    node.current?.focus();
  }, [wrapped]);
  const child = cloneElement(children as ReactElement<{ 'aria-label'?: string; ref?: (element: HTMLElement | null) => void }>, {
    'aria-label': children.props['aria-label'] ?? title,
    ref: (element: HTMLElement | null) => {
      node.current = element;
    },
  });
  return Tooltip && wrapped ? <Tooltip title={title}>{child}</Tooltip> : child;
}
