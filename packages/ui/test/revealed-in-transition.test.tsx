// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useRevealedInTransition } from '../src/components.ts';

function Page({ ready }: { ready: boolean }) {
  return <p>{useRevealedInTransition(ready) ? 'formulario' : 'cargando'}</p>;
}

// A capture page's form appears once its code and its data are both there, and stays (issue 19 §5).
describe('useRevealedInTransition', () => {
  afterEach(cleanup);

  it('shows the placeholder until ready, then the content, and keeps it when the data refetches', async () => {
    const { rerender } = render(<Page ready={false} />);
    expect(screen.getByText('cargando')).toBeTruthy();
    await act(async () => rerender(<Page ready />));
    expect(screen.getByText('formulario')).toBeTruthy();
    await act(async () => rerender(<Page ready={false} />));
    expect(screen.getByText('formulario')).toBeTruthy();
  });

  it('shows the content at once when everything is already there (a later visit)', () => {
    render(<Page ready />);
    expect(screen.getByText('formulario')).toBeTruthy();
  });
});
