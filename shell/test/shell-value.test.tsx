// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { lazy, type ReactNode, Suspense, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useShellValue } from '../src/session/use-shell-value.ts';

/**
 * Issue 19 §5: on a signed-in page's boot the session and the remotes' descriptors answer while React
 * is still rendering the shell for the first time, before its components subscribe to the store. The
 * catch-up with those answers renders the layout, and it must render as a transition (in slices on a
 * phone's main thread), like every later change. What a user sees of the difference: a transition
 * keeps the page as it is while the next screen's code arrives, an ordinary update replaces it with
 * the loading fallback in between.
 */
const statusAtom = atom<'restoring' | 'ready'>('restoring');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderArea(store: ReturnType<typeof createStore>, changeBeforeSubscribing: boolean) {
  const layoutCode = deferred<{ default: () => ReactNode }>();
  const Layout = lazy(() => layoutCode.promise);
  function Area() {
    const status = useShellValue(statusAtom);
    return status === 'ready' ? <Layout /> : <p>Comprobando la sesión</p>;
  }
  /** The session's answer arriving after the first render, before the effects that subscribe (a layout effect runs first). */
  function AnswerMeanwhile() {
    useLayoutEffect(() => {
      if (changeBeforeSubscribing) store.set(statusAtom, 'ready');
    }, []);
    return null;
  }
  render(
    <Provider store={store}>
      <Suspense fallback={<p>Cargando la aplicación</p>}>
        <Area />
        <AnswerMeanwhile />
      </Suspense>
    </Provider>,
  );
  return { arrive: () => act(() => layoutCode.resolve({ default: () => <p>Proyectos</p> })) };
}

describe("the shell's store read by its components", () => {
  afterEach(cleanup);

  it('takes a change made between the first render and the subscription as a transition', async () => {
    const store = createStore();
    const { arrive } = renderArea(store, true);
    // the catch-up found 'ready' and is waiting for the layout's code: the page stays as it was
    await act(async () => {});
    expect(screen.getByText('Comprobando la sesión')).toBeTruthy();
    expect(screen.queryByText('Cargando la aplicación')).toBeNull();
    await arrive();
    expect(await screen.findByText('Proyectos')).toBeTruthy();
  });

  it('takes a later change as a transition too, and shows the value it was given', async () => {
    const store = createStore();
    const { arrive } = renderArea(store, false);
    await act(async () => {});
    expect(screen.getByText('Comprobando la sesión')).toBeTruthy();
    act(() => store.set(statusAtom, 'ready'));
    expect(screen.getByText('Comprobando la sesión')).toBeTruthy();
    expect(screen.queryByText('Cargando la aplicación')).toBeNull();
    await arrive();
    expect(await screen.findByText('Proyectos')).toBeTruthy();
  });
});
