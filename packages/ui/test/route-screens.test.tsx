// @vitest-environment happy-dom
import type { UserType } from '@insp/contracts';
import { defineRoutes } from '@insp/mf-kit';
import { preloadScreen, routeElements } from '@insp/mf-kit/spa';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

const EVERYONE: readonly UserType[] = ['UsuarioEmpresa'];

/** A screen's code that arrives when the test says (a chunk on a slow link), counting its downloads. */
function slowScreen(text: string) {
  const loader = {
    downloads: 0,
    fail: false,
    arrive: () => undefined as void,
    load: () => {
      loader.downloads += 1;
      return new Promise<() => ReactNode>((resolve, reject) => {
        loader.arrive = () => (loader.fail ? reject(new Error('chunk failed')) : resolve(() => <h1>{text}</h1>));
      });
    },
  };
  return loader;
}

class Failure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>no se pudo cargar</p> : this.props.children;
  }
}

function routesOf(...screens: Array<[string, ReturnType<typeof slowScreen>]>) {
  const table = defineRoutes(screens.map(([pattern, loader], i) => ({ id: `r${i}`, pattern, roles: EVERYONE, screen: () => loader.load() })));
  const elements = routeElements(table, <p>cargando</p>);
  return function At({ path }: { path: string }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Failure>
          <Routes>
            {elements.map((r) => (
              <Route key={r.id} path={r.path} element={r.element} />
            ))}
          </Routes>
        </Failure>
      </MemoryRouter>
    );
  };
}

// The remote's mount waits for the URL's screen code (preloadScreen), so a deep link's first render is
// the screen itself: no fallback frame, no reveal throttle before it (issue 19 §5).
describe("a remote's route screens", () => {
  afterEach(cleanup);

  it('render at once, without their fallback, when the code was loaded before the first render', async () => {
    const captura = slowScreen('Nueva observación');
    const otra = slowScreen('Proyectos');
    const At = routesOf(['/p/:projectId/nueva', captura], ['/p', otra]);
    const preloaded = preloadScreen('/p/p1/nueva');
    captura.arrive();
    await preloaded;
    render(<At path="/p/p1/nueva" />);
    expect(screen.getByRole('heading', { name: 'Nueva observación' })).toBeTruthy();
    expect(screen.queryByText('cargando')).toBeNull();
    // only the URL's screen was downloaded
    expect([captura.downloads, otra.downloads]).toEqual([1, 0]);
  });

  it('show the fallback until the code of a screen not preloaded arrives', async () => {
    const proyectos = slowScreen('Proyectos');
    const At = routesOf(['/q', proyectos]);
    render(<At path="/q" />);
    expect(screen.getByText('cargando')).toBeTruthy();
    await act(async () => proyectos.arrive());
    expect(await screen.findByRole('heading', { name: 'Proyectos' })).toBeTruthy();
    expect(proyectos.downloads).toBe(1);
  });

  it('download again, when rendered, a screen whose preload failed, and show its error if that fails too', async () => {
    const hojas = slowScreen('Hojas');
    const At = routesOf(['/h', hojas]);
    hojas.fail = true;
    const preloaded = preloadScreen('/h');
    hojas.arrive();
    await preloaded;
    render(<At path="/h" />);
    expect(screen.getByText('cargando')).toBeTruthy();
    expect(hojas.downloads).toBe(2);
    await act(async () => hojas.arrive());
    expect(await screen.findByText('no se pudo cargar')).toBeTruthy();
  });

  it('keep a screen mounted (its state) when its code arrives while it shows the fallback', async () => {
    const ficha = slowScreen('Ficha');
    const At = routesOf(['/f', ficha]);
    const { rerender } = render(<At path="/f" />);
    await act(async () => ficha.arrive());
    const heading = await screen.findByRole('heading', { name: 'Ficha' });
    rerender(<At path="/f" />);
    // the same element: not swapped for the preloaded variant once the code is here
    expect(screen.getByRole('heading', { name: 'Ficha' })).toBe(heading);
  });
});
