import { createReport, getReport } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { renderScreen, reviewProjectsCases } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProjectsScreen } from '../src/features/proyectos/ProjectsScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, oid, proyecto, S } from './fixtures.ts';

const t = checklistRevisiones.proyectos;
const s = checklistRevisionesScreens.proyectos;

describe('checklist projects screen', () => {
  const { setup, page, openMenu } = reviewProjectsCases<cr.ProyectoItem>({
    service: S,
    endpoints: cr.proyectosEndpoints,
    company: COMPANY,
    render: (session, userType) =>
      userType === 'Administrador'
        ? renderScreen(<ProjectsScreen />, { session, route: checklistPaths.adminProjects, path: `/administrador/empresas/${COMPANY}/checklist-proyectos` })
        : renderScreen(<ProjectsScreen />, { session, path: checklistPaths.projects }),
    proyecto,
    revisionesPath: (projectId) => `/administrador/checklist-proyectos/${projectId}/revisiones`,
    texts: t,
    screens: s,
    companyUserLink: { action: t.actions.observaciones, path: (projectId) => `/administrador/checklist-proyectos/${projectId}/observaciones` },
    createDialog: {
      title: "the create dialog asks for the name with 'Este dato es importante.' and shows 'Ya tienes un proyecto con este nombre.' under it",
      duplicate: t.errors.nombreDuplicado,
      // saved trimmed
      typed: '  Torre A ',
      // no day fields
      opened: (dialog) => expect(within(dialog).queryByLabelText(/Días/)).toBeNull(),
      fill: async () => undefined,
      body: {},
    },
  });

  it("shows the resolved-of-total column as 'x de y'", async () => {
    setup('AdministradorEmpresa', () => page([proyecto(2)], 1, 10));
    const row = await screen.findByTestId(`row-${oid(2)}`);
    expect(within(row).getByTestId(`resueltas-${oid(2)}`).textContent).toBe('2 de 6');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain(t.columns.resueltas);
  });

  it("the platform administrator's links carry the company as ?empresa=", async () => {
    const { user, remote } = setup('Administrador', () => page([proyecto(1)], 1, 10));
    const row = await screen.findByTestId(`row-${oid(1)}`);
    await user.click(within(row).getByRole('button', { name: s.verRevisiones('Proyecto 1') }));
    expect(remote.navigations).toEqual([`/administrador/checklist-proyectos/${oid(1)}/revisiones?empresa=${COMPANY}`]);
  });

  it("'Pendientes vs. Resueltas' asks for the project summary PDF and is disabled while it is generated", async () => {
    const { user, remote } = setup('AdministradorEmpresa', () => page([proyecto(1)], 1, 10));
    remote.fake.on(S, createReport, () => ({ id: oid(900) }));
    remote.fake.on(S, getReport, () => ({
      id: oid(900),
      kind: 'resumen-proyecto',
      state: 'generando' as const,
      progress: { done: 0, total: 1, items: [] },
      fileName: null,
      error: null,
    }));
    await screen.findByTestId(`row-${oid(1)}`);
    let menu = await openMenu(user, 'Proyecto 1');
    await user.click(within(menu).getByRole('menuitem', { name: t.actions.pendientesVsResueltas }));
    await waitFor(() => expect(remote.fake.callsTo(S, createReport).map((c) => c.body)).toEqual([{ kind: 'resumen-proyecto', projectId: oid(1) }]));
    menu = await openMenu(user, 'Proyecto 1');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: t.actions.pendientesVsResueltas }).getAttribute('aria-disabled')).toBe('true'));
  });
});
