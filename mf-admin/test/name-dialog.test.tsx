import { adminScreens } from '@insp/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import NameDialog from '../src/shared/crud/NameDialog.tsx';

// moved from packages/ui/test/issue9-ui.test.tsx with the CRUD card (mf-admin is its only user)
describe('form dialogs', () => {
  const nameDialog = (onClose: () => void) => (
    <NameDialog open title="Nuevo" initial={{ Nombre: '', Activado: true }} withActivado={false} onSubmit={() => Promise.resolve(true)} onClose={onClose} />
  );

  it('Esc closes an untouched dialog but never drops typed changes silently', async () => {
    const user = userEvent.setup();
    let closed = 0;
    render(nameDialog(() => (closed += 1)));
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
    cleanup();
    render(nameDialog(() => (closed += 1)));
    await user.type(screen.getByLabelText(adminScreens.crud.nombre), 'Piso');
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
    await user.click(screen.getByRole('button', { name: adminScreens.actions.cancel }));
    expect(closed).toBe(2);
  });

  it('take the whole screen on a phone (390 px)', () => {
    const happy = (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    try {
      render(nameDialog(() => {}));
      expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
    cleanup();
    render(nameDialog(() => {}));
    expect(document.querySelector('.MuiDialog-paperFullScreen')).toBeNull();
  });
});
