// @vitest-environment happy-dom
import { observaciones } from '@insp/messages/revisiones';
import { DOWNLOAD_NOTICE_MS } from '@insp/mf-kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Notifications, notify } from '../src/notifications/notifications.tsx';
import { shellStore } from '../src/session/store.ts';

// the snackbar's exit transition (MUI Grow) is at most ~0.3 s; time is fake, so this costs nothing
const EXIT = 400;

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <Provider store={shellStore}>
      <Notifications />
    </Provider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.queryByTestId('snackbar')?.textContent ?? null;
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** `ms` more, then the exit transition that the close started (scheduled once React has rendered it). */
const passAndExit = (ms: number) => {
  pass(ms);
  pass(EXIT);
};

/** `message` is still the notice after `still` ms more, and gone once `rest` ms (and its exit) followed. */
const expectLasts = (message: string, still: number, rest: number) => {
  pass(still);
  expect(shown()).toBe(message);
  passAndExit(rest);
  expect(shown()).toBeNull();
};

describe('shell notices (spec 000 §9, issue 16 §4)', () => {
  it('a notice clears after 3.5 s', () => {
    act(() => notify('success', 'Proyecto creado'));
    expectLasts('Proyecto creado', 3400, 100);
  });

  it('a notice that follows another one still lasts its own 3.5 s', () => {
    act(() => notify('success', 'Primero'));
    pass(3000);
    act(() => notify('error', 'Segundo'));
    expectLasts('Segundo', 3000, 500);
  });

  it("'Descargando' stays the spec's 6 s, also after another notice", () => {
    act(() => notify('success', 'Guardado'));
    pass(2000);
    act(() => notify('info', observaciones.downloading, { durationMs: DOWNLOAD_NOTICE_MS }));
    expectLasts(observaciones.downloading, 5900, 100);
  });
});
