// @vitest-environment happy-dom
import { authPages, common, shell } from '@insp/messages';
import { testUser } from '@insp/ui/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import SignInPage from '../src/auth/SignInPage.tsx';
import { RootRedirect } from '../src/routing/RootRedirect.tsx';
import { RESTORE_RETRY_MS, restoreSession, setSession } from '../src/session/session.ts';
import { sessionAtom, sessionStatusAtom, shellStore } from '../src/session/store.ts';

// signing in preloads the signed-in app, whose federation boot needs the host build: not here
vi.mock('../src/federation/boot.ts', () => ({ bootFederation: () => Promise.resolve() }));

/**
 * Issue 17 §5: opening the console while the identity service is out of reach. The session can be
 * neither confirmed nor ended, so the user sees a notice (not sign-in, not an error page) and the
 * shell keeps trying until admin answers either way.
 */
const director = testUser('AdministradorEmpresa');
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The gateway's answer to POST /api/admin/auth/refresh, changed by each test as admin goes and comes. */
let refreshAnswer: () => Promise<Response>;
let refreshCalls = 0;

beforeEach(() => {
  localStorage.setItem('insp.session', '1');
  window.history.replaceState(null, '', '/');
  shellStore.set(sessionStatusAtom, 'restoring');
  refreshCalls = 0;
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : new URL(input.url).pathname;
    if (path !== '/api/admin/auth/refresh') return Promise.resolve(json(404, {}));
    refreshCalls++;
    return refreshAnswer();
  });
});
afterEach(async () => {
  cleanup();
  // admin answers again: the retries stop (a signed-out answer ends them)
  refreshAnswer = () => Promise.resolve(json(401, { message: common.unauthenticated }));
  await restoreSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSession(null);
});

const adminDown = () => Promise.resolve(json(503, { message: common.unavailable }));
const adminUp = () => Promise.resolve(json(200, { accessToken: 'nuevo', user: director }));

function renderRoot() {
  return render(
    <Provider store={shellStore}>
      <RootRedirect />
    </Provider>,
  );
}

describe('opening the console while admin is out of reach', () => {
  it("shows a notice with 'Reintentar' instead of sign-in, and goes on to the landing page once admin answers", async () => {
    refreshAnswer = adminDown;
    await restoreSession();
    expect(shellStore.get(sessionStatusAtom)).toBe('unreachable');
    renderRoot();
    expect(screen.getByText(shell.sessionUnreachableTitle)).toBeTruthy();
    expect(screen.getByText(shell.sessionUnreachableBody)).toBeTruthy();
    expect(window.location.pathname).toBe('/');

    refreshAnswer = adminUp;
    await userEvent.setup().click(screen.getByRole('button', { name: shell.remoteRetry }));
    await vi.waitFor(() => expect(shellStore.get(sessionStatusAtom)).toBe('ready'));
    expect(shellStore.get(sessionAtom)?.accessToken).toBe('nuevo');
    await vi.waitFor(() => expect(window.location.pathname).not.toBe('/'));
    expect(window.location.pathname).not.toMatch(/^\/auth\//);
  });

  it('tries again by itself with a growing wait, and at once when the browser comes back online', async () => {
    vi.useFakeTimers();
    refreshAnswer = adminDown;
    await restoreSession();
    expect(refreshCalls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.first));
    expect(refreshCalls).toBe(2);
    // the second wait is twice the first: nothing at the first interval again
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.first));
    expect(refreshCalls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.first));
    expect(refreshCalls).toBe(3);

    refreshAnswer = adminUp;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(refreshCalls).toBe(4);
    expect(shellStore.get(sessionStatusAtom)).toBe('ready');
    expect(shellStore.get(sessionAtom)?.user.email).toBe(director.email);
    // confirmed: no more tries
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_RETRY_MS.max * 2));
    expect(refreshCalls).toBe(4);
  });

  it('goes to sign-in when admin, once back, answers that the session is over', async () => {
    refreshAnswer = adminDown;
    await restoreSession();
    renderRoot();
    refreshAnswer = () => Promise.resolve(json(401, { message: common.unauthenticated }));
    await userEvent.setup().click(screen.getByRole('button', { name: shell.remoteRetry }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/auth/sign-in'));
    expect(shellStore.get(sessionAtom)).toBeNull();
  });

  it('a network failure (no connection at all) counts as out of reach too', async () => {
    refreshAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await restoreSession();
    expect(shellStore.get(sessionStatusAtom)).toBe('unreachable');
  });
});

describe('signing in while admin is out of reach', () => {
  async function signInWith(answer: () => Promise<Response>) {
    vi.stubGlobal('fetch', () => answer());
    window.history.replaceState(null, '', '/auth/sign-in');
    render(<SignInPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(authPages.email), 'director@andes.cl');
    await user.type(screen.getByLabelText(authPages.password), 'Secreta123');
    await user.click(screen.getByRole('button', { name: authPages.signInButton }));
  }

  it("answers the Spanish 'unavailable' text when the gateway finds admin down (503), and stays on sign-in", async () => {
    await signInWith(adminDown);
    expect(await screen.findByText(common.unavailable)).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(shellStore.get(sessionAtom)).toBeNull();
  });

  it('answers the same Spanish text, not the browser’s, when there is no connection at all', async () => {
    await signInWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText(common.unavailable)).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
