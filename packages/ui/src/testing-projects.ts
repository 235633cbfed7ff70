// Part of '@insp/ui/testing': the review modules' projects list as a company user (UsuarioEmpresa) sees it.
import { screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * A company user's projects list (spec 001 §5): `row` has no selection checkbox; there is no
 * 'Nuevo Proyecto', no quota bar and no 'Mostrar Eliminados' switch; the row's menu (opened with the
 * button named `acciones`) shows each of `disabled` (Editar, Eliminar, Encargados) disabled. Gives the open menu.
 */
export async function expectCompanyUserProjects(
  user: ReturnType<typeof userEvent.setup>,
  row: HTMLElement,
  labels: { nuevo: string; mostrarEliminados: string; acciones: string; disabled: readonly string[] },
): Promise<HTMLElement> {
  expect(within(row).queryByRole('checkbox')).toBeNull();
  expect(screen.queryByRole('button', { name: labels.nuevo })).toBeNull();
  expect(screen.queryByTestId('cupo-bar')).toBeNull();
  expect(screen.queryByRole('switch', { name: labels.mostrarEliminados })).toBeNull();
  await user.click(within(row).getByRole('button', { name: labels.acciones }));
  const menu = await screen.findByRole('menu');
  for (const label of labels.disabled) {
    expect(within(menu).getByRole('menuitem', { name: label }).getAttribute('aria-disabled'), label).toBe('true');
  }
  return menu;
}
