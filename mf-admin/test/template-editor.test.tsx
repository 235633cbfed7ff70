import { listasEndpoints } from '@insp/contracts';
import { adminScreens, listas } from '@insp/messages';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen } from '@insp/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import TemplateEditor from '../src/features/company-config/listas/TemplateEditor.tsx';
import { COMPANY } from './fixtures.ts';

describe('template editor', () => {
  it("shows 'Ya existe una lista con el nombre …' under Nombre as well as in the snackbar", async () => {
    const remote = createTestRemote();
    remote.fake.on('admin', listasEndpoints.create, ({ body }) => {
      throw new ApiError(409, listas.exists(body.Nombre));
    });
    const { user } = renderScreen(<TemplateEditor companyId={COMPANY} lista={null} onClose={() => {}} onSaved={() => {}} />, { remote });
    await user.type(screen.getByLabelText(adminScreens.listas.nombre), 'Losa');
    await user.click(screen.getByLabelText(adminScreens.listas.tipo));
    await user.click(await screen.findByRole('option', { name: listas.tipos[0] }));
    await user.type(screen.getByLabelText(`${adminScreens.listas.pregunta} 1`), '¿Está nivelada?');
    await user.click(screen.getByRole('button', { name: adminScreens.actions.save }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: listas.exists('Losa') }]));
    const nombre = screen.getByLabelText(adminScreens.listas.nombre);
    const helper = document.getElementById(`${nombre.id}-helper-text`);
    expect(helper?.textContent).toBe(listas.exists('Losa'));
  });
});
