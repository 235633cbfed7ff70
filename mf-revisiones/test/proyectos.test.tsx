import { type ProyectoItem, proyectosEndpoints } from '@insp/contracts';
import { revisiones, revisionesScreens } from '@insp/messages/revisiones';
import { renderScreen, reviewProjectsCases } from '@insp/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProjectsScreen } from '../src/features/proyectos/ProjectsScreen.tsx';
import { COMPANY, proyectoItem } from './fixtures.ts';

const t = revisiones.proyectos;
const s = revisionesScreens.proyectos;
const id = (n: number) => n.toString(16).padStart(24, 'b');

export const proyecto = (n: number, over: Partial<ProyectoItem> = {}): ProyectoItem =>
  proyectoItem({
    id: id(n),
    NombreProyecto: `Proyecto ${n}`,
    Carpetas: n,
    Responsable: { id: 'dddddddddddddddddddddddd', NombreCompleto: 'Elena Encargada', Cargo: 'Jefa de obra', FechaAsignado: '2025-01-02T03:04:05.000Z' },
    FechaCreacion: '2025-03-05T13:14:15.000Z',
    ...over,
  });

describe('projects screen', () => {
  const { setup, page } = reviewProjectsCases<ProyectoItem>({
    service: 'revisiones',
    endpoints: proyectosEndpoints,
    company: COMPANY,
    render: (session) => renderScreen(<ProjectsScreen />, { session, path: '/administrador/empresa/proyectos' }),
    proyecto,
    revisionesPath: (projectId) => `/administrador/empresa/proyectos/${projectId}/revisiones`,
    texts: t,
    screens: s,
    companyUserLink: { action: t.actions.estadisticas, path: (projectId) => `/administrador/estadisticas/${projectId}` },
    createDialog: {
      title: 'the create dialog starts at 10 and 20 days, says what is missing, and creates the project',
      duplicate: t.errors.nombreDuplicadoNuevo,
      typed: 'Torre A',
      opened: (dialog) => {
        expect((within(dialog).getByTestId('field-DiasPorVencer') as HTMLInputElement).value).toBe('10');
        expect((within(dialog).getByTestId('field-DiasVencidos') as HTMLInputElement).value).toBe('20');
      },
      fill: async (dialog, user, created) => {
        const dias = within(dialog).getByTestId('field-DiasVencidos');
        await user.clear(dias);
        await user.type(dias, '-1');
        await user.tab();
        expect(await within(dialog).findByText(t.validation.diasMinimo)).toBeTruthy();
        expect(created).toEqual([]);
        await user.clear(dias);
        await user.type(dias, '15');
      },
      body: { DiasPorVencer: 10, DiasVencidos: 15 },
    },
  });

  it('a manager selects active rows only', async () => {
    setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${id(1)}`);
    expect(within(row).getByRole('checkbox', { name: s.seleccionar('Proyecto 1') })).toBeTruthy();
    expect(screen.getByTestId('toolbar-generar-pdf').hasAttribute('disabled')).toBe(true);
  });

  it("the edit dialog asks for the name with 'Requerido'", async () => {
    const { user } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${id(1)}`);
    await user.click(within(row).getByRole('button', { name: s.accionesDe('Proyecto 1') }));
    await user.click(await screen.findByRole('menuitem', { name: t.actions.editar }));
    const dialog = await screen.findByTestId('project-dialog');
    expect(within(dialog).getByText(t.dialogs.editar)).toBeTruthy();
    await user.clear(within(dialog).getByTestId('field-NombreProyecto'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(t.validation.nombreRequeridoEditar)).toBeTruthy();
  });
});
