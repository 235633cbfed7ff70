import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

import { shellStore } from '../../src/session/store.ts';

/** `children` rendered with the shell's store, the router at `path`. */
export function renderInShell(path: string, children: ReactNode) {
  return render(
    <Provider store={shellStore}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </Provider>,
  );
}
