import { ui } from '@insp/messages';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CONFIRM_CLOSE_DELAY_MS, ConfirmDeleteDialog, ConfirmDialog } from '../src/components/ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('disables Aceptar after one press (no double submit) and closes about 400 ms later', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog open title="¿Desea borrar la lista A?" onConfirm={onConfirm} onClose={onClose} />);
    const accept = screen.getByRole('button', { name: ui.accept });
    expect(accept.hasAttribute('disabled')).toBe(false);
    const pressed = Date.now();
    await user.click(accept);
    expect(accept.hasAttribute('disabled')).toBe(true);
    await user.click(accept).catch(() => undefined);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(CONFIRM_CLOSE_DELAY_MS - 20);
  });

  it('Cancelar closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog open title="Título" onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: ui.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the delete variant is closed without a row and titles itself from the row', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const title = (nombre: string) => `¿Desea borrar la lista ${nombre}?`;
    const { rerender } = render(<ConfirmDeleteDialog row={null} title={title} onDelete={onDelete} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ConfirmDeleteDialog row={{ Nombre: 'Piso 3' }} title={title} onDelete={onDelete} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain('¿Desea borrar la lista Piso 3?');
    await user.click(screen.getByRole('button', { name: ui.accept }));
    expect(onDelete).toHaveBeenCalledWith({ Nombre: 'Piso 3' });
  });
});
