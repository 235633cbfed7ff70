import { useState } from 'react';

/**
 * Keyset paging with 'Anterior' / 'Siguiente' (our choice over 'Cargar más': the spec's table shows
 * pages of 20, and a page's rows stay few on a phone). The stack holds the cursor each visited page
 * was asked with (null for the first); going back pops it, so no page needs an offset. A new
 * `resetKey` (other filters) starts again at the first page.
 */
export function useCursorStack<C extends string>(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: (C | null)[] }>({ key: resetKey, stack: [null] });
  const stack = state.key === resetKey ? state.stack : [null];
  return {
    /** The cursor of the page shown (undefined on the first). */
    after: stack[stack.length - 1] ?? undefined,
    /** 1-based page number. */
    page: stack.length,
    next: (cursor: C) => setState({ key: resetKey, stack: [...stack, cursor] }),
    previous: () => setState({ key: resetKey, stack: stack.length > 1 ? stack.slice(0, -1) : stack }),
  };
}
