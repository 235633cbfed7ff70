import { type ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { revisiones } from '@insp/messages/revisiones';
import { revisionesScreens } from '@insp/messages/revisiones';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProjectsScreen } from '../src/features/proyectos/ProjectsScreen.tsx';
import { COMPANY, proyectoItem } from './fixtures.ts';

const t = revisiones.proyectos;
const proyecto: ProyectoItem = proyectoItem({
  id: 'bbbbbbbbbbbbbbbbbbbbbbb1',
  NombreProyecto: 'Proyecto 1',
  FechaCreacion: '2025-03-05T13:14:15.000Z',
  DiasPorVencer: 3,
  DiasVencidos: 7,
});

/** The projects screen with one project, its dialog opened: 'Nuevo Proyecto' (null) or 'Editar'. */
async function setup(project: ProyectoItem | null) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  remote.fake.on('revisiones', proyectosEndpoints.usuarios, () => ({ items: [] }));
  remote.fake.on('revisiones', proyectosEndpoints.list, () => ({ items: [proyecto], total: 1, page: 0, pageSize: 80, cupo: { used: 1, limit: 10 } }));
  const rendered = renderScreen(<ProjectsScreen />, { remote, path: '/administrador/empresa/proyectos' });
  const { user } = rendered;
  const row = await screen.findByTestId(`row-${proyecto.id}`);
  if (project) {
    await user.click(within(row).getByRole('button', { name: revisionesScreens.proyectos.accionesDe(proyecto.NombreProyecto) }));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.editar }));
  } else {
    await waitFor(() => expect(screen.getByRole('button', { name: t.nuevo }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: t.nuevo }));
  }
  return rendered;
}

/** Issue 16 §5: an emptied 'Días vencidos' / 'Días por vencer' is an error on the field, never silently 20 (or 10, or the old value). */
describe("the project dialog's day fields", () => {
  it("'Nuevo Proyecto': an emptied day field says 'Este dato es importante.' on the field and nothing is sent", async () => {
    const { user, remote } = await setup(null);
    const dialog = await screen.findByTestId('project-dialog');
    await user.type(within(dialog).getByTestId('field-NombreProyecto'), 'Torre C');
    const vencidos = within(dialog).getByTestId('field-DiasVencidos');
    await user.clear(vencidos);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.diasRequeridoNuevo)).toBeTruthy();
    expect(vencidos.getAttribute('aria-invalid')).toBe('true');
    const porVencer = within(dialog).getByTestId('field-DiasPorVencer');
    await user.clear(porVencer);
    await user.tab();
    expect(porVencer.getAttribute('aria-invalid')).toBe('true');
    expect(remote.fake.callsTo('revisiones', proyectosEndpoints.create)).toEqual([]);
  });

  it("'Editar Proyecto': an emptied day field says 'Requerido' on the field and nothing is sent", async () => {
    const { user, remote } = await setup(proyecto);
    const dialog = await screen.findByTestId('project-dialog');
    const porVencer = within(dialog).getByTestId('field-DiasPorVencer');
    await user.clear(porVencer);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.diasRequeridoEditar)).toBeTruthy();
    expect(porVencer.getAttribute('aria-invalid')).toBe('true');
    expect(remote.fake.callsTo('revisiones', proyectosEndpoints.update)).toEqual([]);
  });
});
