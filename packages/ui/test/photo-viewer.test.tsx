import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PhotoViewerDialog } from '../src/screens/photo-viewer-dialog.tsx';
import { renderScreen } from '../src/testing.tsx';

const COMPANY = '64b000000000000000000001';
const FOTOS = ['64b0000000000000000000a1', '64b0000000000000000000a2', '64b0000000000000000000a3'];

let fetched: string[] = [];
beforeEach(() => {
  fetched = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(index = 1, onClose = vi.fn()) {
  const view = renderScreen(
    <PhotoViewerDialog service="revisiones" companyId={COMPANY} fileIds={FOTOS} index={index} caption="Observación N° 4" onClose={onClose} />,
  );
  return { ...view, onClose };
}

/** The photo shown: the dialog's name, and the web version of that file fetched and displayed. */
async function expectShowing(n: number) {
  expect(await screen.findByRole('dialog', { name: `Foto ${n} de 3` })).toBeTruthy();
  await waitFor(() => expect(fetched.at(-1)).toBe(`/api/revisiones/companies/${COMPANY}/files/${FOTOS[n - 1]}?size=web`));
  await waitFor(() => expect(screen.getByTestId('visor-foto').getAttribute('src')).toMatch(/^blob:/));
}

const stage = () => screen.getByTestId('visor-escenario');
const zoom = () => Number(stage().getAttribute('data-zoom'));

function swipe(fromX: number, toX: number) {
  const s = stage();
  fireEvent.pointerDown(s, { pointerId: 1, pointerType: 'touch', clientX: fromX, clientY: 300 });
  fireEvent.pointerMove(s, { pointerId: 1, pointerType: 'touch', clientX: (fromX + toX) / 2, clientY: 302 });
  fireEvent.pointerUp(s, { pointerId: 1, pointerType: 'touch', clientX: toX, clientY: 304 });
}

describe('PhotoViewer', () => {
  it("opens full size (the web version) at the chosen photo, labelled 'Foto N de M' with the item's caption", async () => {
    open(1);
    await expectShowing(2);
    const dialog = screen.getByRole('dialog', { name: 'Foto 2 de 3' });
    expect(within(dialog).getByText('Observación N° 4')).toBeTruthy();
    expect(screen.getByTestId('visor-foto').getAttribute('alt')).toBe('Foto 2 de 3');
    // the focus is inside the viewer, and stays there
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('moves between the photos with the arrow keys and the arrow buttons, stopping at both ends', async () => {
    const { user } = open(1);
    await expectShowing(2);
    await user.keyboard('{ArrowRight}');
    await expectShowing(3);
    expect(screen.getByRole('button', { name: 'Foto siguiente' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{ArrowRight}');
    await expectShowing(3);
    await user.keyboard('{ArrowLeft}');
    await expectShowing(2);
    await user.click(screen.getByRole('button', { name: 'Foto anterior' }));
    await expectShowing(1);
    expect(screen.getByRole('button', { name: 'Foto anterior' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Foto siguiente' }));
    await expectShowing(2);
  });

  it('moves to the next photo on a swipe to the left and back on a swipe to the right; a short movement does not', async () => {
    open(0);
    await expectShowing(1);
    act(() => swipe(300, 150));
    await expectShowing(2);
    act(() => swipe(100, 260));
    await expectShowing(1);
    act(() => swipe(300, 280));
    await expectShowing(1);
  });

  it("zooms with 'Acercar' / 'Alejar', the +/- keys, the wheel, a double click and a pinch; a zoomed photo is dragged, not swiped", async () => {
    const { user } = open(0);
    await expectShowing(1);
    expect(zoom()).toBe(1);
    expect(screen.getByRole('button', { name: 'Alejar' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(zoom()).toBe(1.5);
    expect(screen.getByTestId('visor-foto').style.transform).toContain('scale(1.5)');
    await user.click(screen.getByRole('button', { name: 'Acercar' }));
    expect(zoom()).toBe(2.25);
    await user.click(screen.getByRole('button', { name: 'Alejar' }));
    expect(zoom()).toBe(1.5);
    await user.click(screen.getByRole('button', { name: 'Ajustar a la pantalla' }));
    expect(zoom()).toBe(1);
    await user.keyboard('+');
    expect(zoom()).toBe(1.5);
    // zoomed in, a swipe drags the photo instead of turning it
    act(() => swipe(300, 150));
    expect(zoom()).toBe(1.5);
    expect(screen.getByRole('dialog', { name: 'Foto 1 de 3' })).toBeTruthy();
    await user.keyboard('-');
    expect(zoom()).toBe(1);

    fireEvent.wheel(stage(), { deltaY: -200, clientX: 0, clientY: 0 });
    expect(zoom()).toBeGreaterThan(1);
    await user.keyboard('0');
    expect(zoom()).toBe(1);

    // a mouse's double click (its presses come first: a double tap's trailing dblclick does not count)
    const doubleClick = () => {
      for (const press of [1, 2]) {
        fireEvent.pointerDown(stage(), { pointerId: press, pointerType: 'mouse', clientX: 10, clientY: 10 });
        fireEvent.pointerUp(stage(), { pointerId: press, pointerType: 'mouse', clientX: 10, clientY: 10 });
      }
      fireEvent.doubleClick(stage(), { clientX: 10, clientY: 10 });
    };
    act(doubleClick);
    expect(zoom()).toBe(2.5);
    act(doubleClick);
    expect(zoom()).toBe(1);

    // two fingers moving apart
    const s = stage();
    act(() => {
      fireEvent.pointerDown(s, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
      fireEvent.pointerDown(s, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
      fireEvent.pointerMove(s, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
      fireEvent.pointerUp(s, { pointerId: 2, pointerType: 'touch', clientX: 300, clientY: 100 });
      fireEvent.pointerUp(s, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    });
    expect(zoom()).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Foto 1 de 3' })).toBeTruthy();
  });

  it('a double tap zooms in and out', async () => {
    open(0);
    await expectShowing(1);
    const tap = (timeStamp: number) => {
      fireEvent.pointerDown(stage(), { pointerId: 5, pointerType: 'touch', clientX: 50, clientY: 50 });
      const up = new PointerEvent('pointerup', { pointerId: 5, pointerType: 'touch', clientX: 50, clientY: 50, bubbles: true });
      Object.defineProperty(up, 'timeStamp', { value: timeStamp });
      fireEvent(stage(), up);
    };
    act(() => {
      tap(1000);
      tap(1200);
      // the dblclick a browser may add after a double tap changes nothing
      fireEvent.doubleClick(stage(), { clientX: 50, clientY: 50 });
    });
    expect(zoom()).toBe(2.5);
    act(() => {
      tap(5000);
      tap(5100);
    });
    expect(zoom()).toBe(1);
  });

  it("closes with Escape and with 'Cerrar'", async () => {
    const { user, onClose } = open(2);
    await expectShowing(3);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says so when the photo cannot be had', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    open(0);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No se pudo cargar la foto.');
  });
});
