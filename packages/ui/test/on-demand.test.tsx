// Tooltips and menus come with the user's first interaction, not with a list's first screen (issue 19
// §5): what a user notices is that names, tooltips, focus, taps and menus all still work.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as components from '../src/components.ts';

type Components = typeof components;

/** A fresh copy of the components (nothing downloaded yet, as on a page just opened). */
let ui: Components;
beforeEach(async () => {
  vi.resetModules();
  ui = await import('../src/components.ts');
});

/** What the page's first interaction asks for has arrived (the same module the component waits for). */
const tooltipArrived = async () => {
  await import('@mui/material/Tooltip');
  await act(async () => {});
};

function Counter({ Hint }: { Hint: Components['Hint'] }) {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <Hint title="Revisiones">
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          →
        </button>
      </Hint>
      <p data-testid="clicks">{clicks}</p>
    </>
  );
}

describe('Hint', () => {
  it('names the control before the tooltip arrives, and shows the tooltip on hover once it has', async () => {
    const user = userEvent.setup();
    render(<Counter Hint={ui.Hint} />);
    const button = screen.getByRole('button', { name: 'Revisiones' });
    expect(button.getAttribute('aria-label')).toBe('Revisiones');

    await user.hover(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revisiones' }).getAttribute('data-mui-internal-clone-element')).toBe('true'));
    await user.unhover(screen.getByRole('button', { name: 'Revisiones' }));
    await user.hover(screen.getByRole('button', { name: 'Revisiones' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Revisiones');
  });

  it('a tap during which the tooltip arrives still lands: the control is not replaced while pressed', async () => {
    render(<Counter Hint={ui.Hint} />);
    const button = screen.getByRole('button', { name: 'Revisiones' });
    fireEvent.pointerDown(button);
    await tooltipArrived();
    expect(button.isConnected).toBe(true);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(screen.getByTestId('clicks').textContent).toBe('1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revisiones' }).getAttribute('data-mui-internal-clone-element')).toBe('true'));
  });

  it('keeps the keyboard focus on the control when it is drawn again inside the tooltip', async () => {
    const user = userEvent.setup();
    render(<Counter Hint={ui.Hint} />);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Revisiones');
    await tooltipArrived();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revisiones' }).getAttribute('data-mui-internal-clone-element')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revisiones' }));
  });
});

function Acciones({ useMenuOnDemand }: { useMenuOnDemand: Components['useMenuOnDemand'] }) {
  const menu = useMenuOnDemand();
  const [chosen, setChosen] = useState('');
  return (
    <>
      <button type="button" onClick={menu.open}>
        Acciones
      </button>
      {menu.render((MenuItem) =>
        ['Editar', 'Eliminar'].map((label) => (
          <MenuItem
            key={label}
            onClick={() => {
              setChosen(label);
              menu.close();
            }}
          >
            {label}
          </MenuItem>
        )),
      )}
      <p data-testid="chosen">{chosen}</p>
    </>
  );
}

describe('useMenuOnDemand', () => {
  it("a click opens the menu even when it is the page's first interaction (its code comes then)", async () => {
    const user = userEvent.setup();
    render(<Acciones useMenuOnDemand={ui.useMenuOnDemand} />);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Acciones' }));
    const menu = await screen.findByRole('menu');
    expect([...menu.querySelectorAll('[role=menuitem]')].map((item) => item.textContent)).toEqual(['Editar', 'Eliminar']);
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    expect(screen.getByTestId('chosen').textContent).toBe('Eliminar');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
