import { ui } from '@insp/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import Toolbar from '@mui/material/Toolbar';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ConfirmDialog } from '../src/components/ConfirmDialog.tsx';
import { DataTable } from '../src/components/DataTable.tsx';
import { NotificationSnackbar } from '../src/components/NotificationSnackbar.tsx';
import { SharedThemeProvider } from '../src/SharedThemeProvider.tsx';

/** The dialog is open first; the notice its save caused arrives afterwards. */
function renderNoticeOver(dialog: ReactNode, message: string) {
  const { rerender } = render(
    <>
      {dialog}
      <NotificationSnackbar message={null} kind="error" autoHideMs={3500} onClose={() => {}} />
    </>,
  );
  rerender(
    <>
      {dialog}
      <NotificationSnackbar message={message} kind="error" autoHideMs={3500} onClose={() => {}} />
    </>,
  );
}

const placement = () => screen.getByTestId('snackbar').closest('[data-placement]')?.getAttribute('data-placement');

describe('notices never cover the actions of the open dialog', () => {
  it('top right without a dialog', () => {
    render(<NotificationSnackbar message="Hecho" kind="success" autoHideMs={3500} onClose={() => {}} />);
    expect(placement()).toBe('top-right');
  });

  it.each([
    {
      over: 'the full-screen editor, whose Cancelar / Guardar sit in its top bar',
      dialog: (
        <Dialog open fullScreen>
          <Toolbar>
            <Button>Cancelar</Button>
            <Button>Guardar</Button>
          </Toolbar>
        </Dialog>
      ),
      message: 'Ya existe una lista con el nombre A.',
      expected: 'bottom-center',
    },
    {
      over: 'a dialog whose actions are at its foot',
      dialog: (
        <Dialog open>
          <DialogActions>
            <Button>Guardar</Button>
          </DialogActions>
        </Dialog>
      ),
      message: 'Error',
      expected: 'top-center',
    },
  ])('$expected over $over', ({ dialog, message, expected }) => {
    renderNoticeOver(dialog, message);
    expect(placement()).toBe(expected);
  });
});

describe("MUI's own texts are Spanish (esES in the shared theme)", () => {
  it("the tables' pager tooltips", () => {
    render(
      <SharedThemeProvider>
        <DataTable
          columns={[{ header: 'Nombre', render: (r: { n: string }) => r.n }]}
          rows={[{ n: 'a' }]}
          rowKey={(r) => r.n}
          total={30}
          page={1}
          pageSize={10}
          onPageChange={() => {}}
          onPageSizeChange={() => {}}
        />
      </SharedThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Ir a la página anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Go to/);
  });
});

describe('permanent delete', () => {
  it("'Aceptar' stays disabled until the dialog is gone, and is fresh when opened again", async () => {
    const user = userEvent.setup();
    let closes = 0;
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>abrir</button>
          <ConfirmDialog
            open={open}
            title="¿Eliminar empresa de forma definitiva?"
            onConfirm={() => {}}
            onClose={() => {
              closes += 1;
              setOpen(false);
            }}
          />
        </>
      );
    }
    render(<Host />);
    await user.click(screen.getByRole('button', { name: ui.accept }));
    await waitFor(() => expect(closes).toBe(1));
    // closing transition: the dialog is still on the page
    const during = screen.queryByRole('button', { name: ui.accept, hidden: true });
    expect(during).not.toBeNull();
    expect(during?.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByRole('button', { name: ui.accept }).hasAttribute('disabled')).toBe(false);
  });
});
