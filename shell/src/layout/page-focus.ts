import { useEffect, useRef } from 'react';

/** How long a new screen may take to show its heading before focus stays where it is. */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After a navigation inside the console (not on the first load), focus moves to the new screen's
 * heading (the first h1 of the content area), once the remote has rendered it, so a screen-reader or
 * keyboard user starts on the page they opened instead of on the sidebar link they left.
 */
export function useFocusHeadingOnNavigation(pathname: string, content: () => HTMLElement | null): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = content();
    if (!root) return;
    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading || heading.offsetParent === null) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
    return stop;
  }, [pathname, content]);
}
