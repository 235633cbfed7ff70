// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ModuleOutlet } from '../src/layout/ModuleOutlet.tsx';

const singleSpa = (name: string, mounting: string[] = []) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(`single-spa:${name}`, { detail: { appsByNewStatus: { MOUNTED: mounting } } }));
  });

// Between single-spa deciding to mount the URL's remote and the end of that mount (its code, then the
// screen's code the mount waits for), the content area shows a progress bar, not an empty space.
describe('the content area while a remote arrives', () => {
  afterEach(cleanup);

  it('shows a progress bar from the decision to mount a remote until it has mounted', () => {
    render(<ModuleOutlet hidden={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    singleSpa('before-app-change', ['neo']);
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeTruthy();
    singleSpa('app-change', ['neo']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows none for a change that only unmounts, nor over a failure shown instead of the outlet', () => {
    const { rerender } = render(<ModuleOutlet hidden={false} />);
    singleSpa('before-app-change');
    expect(screen.queryByRole('progressbar')).toBeNull();
    singleSpa('before-app-change', ['revisiones']);
    rerender(<ModuleOutlet hidden />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // a navigation that ends without an app change ends the wait too
    singleSpa('routing-event');
    rerender(<ModuleOutlet hidden={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
