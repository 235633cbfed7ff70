// @vitest-environment happy-dom
import { pwa } from '@insp/messages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { rememberSessionUser, resumeOfflineSession } from '../src/offline/offline-session.ts';
import { OfflineDataNotice } from '../src/offline/OfflineDataNotice.tsx';
import { DATA_CACHE, isCachedDataRequest } from '../src/offline/protocol.ts';
import { noteAnswerSource, offlineDataAtom, waitingUpdateAtom } from '../src/offline/pwa-state.ts';
import { registerServiceWorker } from '../src/offline/register.ts';
import { UpdatePrompt } from '../src/offline/UpdatePrompt.tsx';
import { sessionAtom, shellStore } from '../src/session/store.ts';

// workbox-window as the browser drives it: the test plays the browser's part (a new worker waits,
// then takes control), the page's part is the code under test.
const workbox = vi.hoisted(() => {
  type Listener = () => void;
  const listeners = new Map<string, Listener[]>();
  return {
    listeners,
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
  };
});
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
    update = workbox.update;
  },
}));

afterEach(() => {
  cleanup();
  shellStore.set(waitingUpdateAtom, null);
  shellStore.set(offlineDataAtom, null);
});

describe("a new version: 'Hay una nueva versión disponible.' with 'Actualizar' (issue 19 §1)", () => {
  const reload = vi.fn();
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerServiceWorker(reload);
    render(
      <Provider store={shellStore}>
        <UpdatePrompt />
      </Provider>,
    );
  });

  it('says nothing while no new worker waits, and registers /sw.js', () => {
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(pwa.updateAvailable)).toBeNull();
  });

  it('offers the update when a new worker waits; Actualizar lets it take over, and the page reloads once it controls the page', () => {
    act(() => workbox.fire('waiting'));
    expect(screen.getByText(pwa.updateAvailable)).toBeTruthy();
    const button = screen.getByRole('button', { name: pwa.update });
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    // the old page does not keep running with the new worker's files: it reloads with them
    act(() => workbox.fire('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version when the console comes back to the foreground', () => {
    workbox.update.mockClear();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});

describe("answers from the device: 'Sin conexión: datos guardados el …'", () => {
  beforeEach(() => {
    render(
      <Provider store={shellStore}>
        <OfflineDataNotice />
      </Provider>,
    );
  });

  it('shows when the answer was saved while the screen shows saved data, and goes with the next fresh answer', () => {
    expect(screen.queryByTestId('offline-data-notice')).toBeNull();
    act(() => noteAnswerSource('2026-11-26T14:05:09.000Z'));
    expect(screen.getByTestId('offline-data-notice').textContent).toMatch(/^Sin conexión: datos guardados el 26\/11\/2026 \d{2}:05:09\.$/);
    // an older answer on the same screen is the one to tell about
    act(() => noteAnswerSource('2026-11-25T10:00:00.000Z'));
    expect(screen.getByTestId('offline-data-notice').textContent).toContain('25/11/2026');
    act(() => noteAnswerSource(null));
    expect(screen.queryByTestId('offline-data-notice')).toBeNull();
  });

  it('goes when the connection returns', () => {
    act(() => noteAnswerSource('2026-11-26T14:05:09.000Z'));
    expect(screen.getByTestId('offline-data-notice')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-data-notice')).toBeNull();
  });
});

describe('what the worker keeps (protocol.ts)', () => {
  const request = (url: string, init: { method?: string; destination?: string; accept?: string } = {}) => ({
    url: `https://consola.example${url}`,
    method: init.method ?? 'GET',
    destination: init.destination ?? '',
    headers: new Headers(init.accept ? { accept: init.accept } : {}),
  });

  it("keeps the module services' company data the capture screens read", () => {
    for (const url of [
      '/api/revisiones/companies/c1/projects?page=0&pageSize=80',
      '/api/revisiones/companies/c1/catalogos-observacion',
      '/api/checklist-revisiones/companies/c1/projects/p1/listados',
      '/api/neo/companies/c1/projects/p1/hojas',
    ])
      expect(isCachedDataRequest(request(url)), url).toBe(true);
  });

  it('never keeps a write, admin (sessions, accounts), an event stream, a photo, a report or a page', () => {
    expect(isCachedDataRequest(request('/api/revisiones/companies/c1/projects', { method: 'POST' }))).toBe(false);
    expect(isCachedDataRequest(request('/api/admin/me'))).toBe(false);
    expect(isCachedDataRequest(request('/api/admin/companies/c1'))).toBe(false);
    expect(isCachedDataRequest(request('/api/revisiones/companies/c1/events', { accept: 'text/event-stream' }))).toBe(false);
    expect(isCachedDataRequest(request('/api/neo/companies/c1/files/f1'))).toBe(false);
    expect(isCachedDataRequest(request('/api/neo/companies/c1/files/f1', { destination: 'image' }))).toBe(false);
    expect(isCachedDataRequest(request('/api/revisiones/companies/c1/reports/r1'))).toBe(false);
    expect(isCachedDataRequest(request('/administrador/user/proyectos', { destination: 'document' }))).toBe(false);
  });
});

describe('the last user on this device', () => {
  const user = { id: 'u1', name: 'Encargado', email: 'encargado@andes.cl', userType: 'UsuarioEmpresa', companyId: 'c1' } as never;
  const deleted: string[] = [];
  beforeEach(() => {
    deleted.length = 0;
    localStorage.clear();
    shellStore.set(sessionAtom, null);
    Object.defineProperty(globalThis, 'caches', { value: { delete: async (name: string) => (deleted.push(name), true) }, configurable: true });
  });
  const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

  it('opens their pages without a connection (no token), but not while online (admin out of reach is another notice)', () => {
    rememberSessionUser(user);
    online(true);
    expect(resumeOfflineSession()).toBe(false);
    online(false);
    expect(resumeOfflineSession()).toBe(true);
    expect(shellStore.get(sessionAtom)).toEqual({ accessToken: '', user });
    online(true);
  });

  it("signing out forgets them and empties the device's data; another user signing in empties it too", async () => {
    rememberSessionUser(user);
    rememberSessionUser(user);
    expect(deleted).toEqual([]);
    rememberSessionUser({ ...(user as object), id: 'u2' } as never);
    expect(deleted).toEqual([DATA_CACHE]);
    rememberSessionUser(null);
    expect(deleted).toEqual([DATA_CACHE, DATA_CACHE]);
    online(false);
    expect(resumeOfflineSession()).toBe(false);
    online(true);
  });
});
