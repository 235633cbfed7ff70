// @vitest-environment happy-dom
import { shell } from '@insp/messages';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { App } from '../src/App.tsx';

beforeEach(() => {
  // no session: the refresh is refused, as for a visitor
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'sin sesión' }), { status: 401, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /auth/* pages, outside the router', () => {
  it.each([
    ['/auth/404', shell.notFoundTitle],
    ['/auth/500/', shell.serverErrorTitle],
  ])('%s shows its page (a trailing slash ignored)', async (path, title) => {
    window.history.replaceState(null, '', path);
    render(<App />);
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('an unknown /auth/ path goes to the 404 page', async () => {
    window.history.replaceState(null, '', '/auth/no-existe');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/404'));
    expect(await screen.findByText(shell.notFoundTitle)).toBeTruthy();
  });
});
