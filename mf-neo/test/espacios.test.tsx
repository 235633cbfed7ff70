import { type NeoEspacio, neoEspaciosEndpoints, type NeoProyecto } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import EspaciosDialog from '../src/shared/EspaciosDialog.tsx';
import { COMPANY, oid, proyecto } from './fixtures.ts';

const s = neoScreens.espacios;
const espacio = (n: number, asignaciones = 0): NeoEspacio => ({
  id: oid(n, '6'),
  Nombre: `Departamento ${n}`,
  Tipo: 'Departamento',
  Numero: n,
  Asignaciones: asignaciones,
  FechaCreacion: '2025-03-05T13:14:15.000Z',
});

function setup(project: NeoProyecto = proyecto(1)) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  remote.fake.on('neo', neoEspaciosEndpoints.list, () => ({ items: [espacio(1, 2), espacio(2)] }));
  return renderScreen(<EspaciosDialog companyId={COMPANY} project={project} onClose={() => undefined} />, {
    remote,
    path: '/administrador/empresa/neo-projects',
  });
}

describe("NEO 'Crear espacios'", () => {
  it('creates spaces per type and count, the default set of the project type plus a typed one', async () => {
    const { user, remote } = setup();
    const bodies = remote.fake.keepBodies('neo', neoEspaciosEndpoints.create, () => ({ message: neo.espacios.success.agregado, creados: 3, items: [] }));
    const dialog = await screen.findByTestId('espacios-dialog');
    // Edificios' default types, the project's current count kept
    expect((within(dialog).getByTestId('cantidad-Departamento') as HTMLInputElement).value).toBe('2');
    expect(within(dialog).getByTestId('cantidad-Bodega')).toBeTruthy();
    await user.click(within(dialog).getByTestId('agregar-tipo'));
    expect(within(dialog).getByText(neo.espacios.validation.requerido)).toBeTruthy();
    await user.type(within(dialog).getByTestId('nuevo-tipo'), 'Sala de máquinas');
    await user.click(within(dialog).getByTestId('agregar-tipo'));
    await user.clear(within(dialog).getByTestId('cantidad-Sala de máquinas'));
    await user.type(within(dialog).getByTestId('cantidad-Sala de máquinas'), '2');
    await user.clear(within(dialog).getByTestId('cantidad-Departamento'));
    await user.type(within(dialog).getByTestId('cantidad-Departamento'), '3');
    await user.click(within(dialog).getByTestId('crear-espacios-boton'));
    await waitFor(() => expect(bodies).toEqual([{ Espacios: { Departamento: 3, 'Sala de máquinas': 2 } }]));
    expect(remote.notifications.at(-1)).toEqual({ kind: 'success', message: neo.espacios.success.agregado });
  });

  it("renames inline ('No puede ir en blanco.', the same name ignored)", async () => {
    const { user, remote } = setup();
    const bodies = remote.fake.keepBodies('neo', neoEspaciosEndpoints.rename, () => ({ message: neo.espacios.success.actualizado, espacio: espacio(2) }));
    await user.click(await screen.findByRole('button', { name: s.renombrar('Departamento 2') }));
    const input = screen.getByTestId('renombrar-espacio');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: neoScreens.comunes.guardar }));
    expect(await screen.findByText(neo.espacios.validation.enBlanco)).toBeTruthy();
    await user.type(input, 'Departamento 2');
    await user.click(screen.getByRole('button', { name: neoScreens.comunes.guardar }));
    expect(bodies).toEqual([]);
    await user.click(await screen.findByRole('button', { name: s.renombrar('Departamento 2') }));
    await user.type(screen.getByTestId('renombrar-espacio'), 'B');
    await user.click(screen.getByRole('button', { name: neoScreens.comunes.guardar }));
    await waitFor(() => expect(bodies).toEqual([{ Nombre: 'Departamento 2B' }]));
  });

  it('deleting warns about the checklists when the space is assigned', async () => {
    const { user, remote } = setup();
    remote.fake.on('neo', neoEspaciosEndpoints.remove, () => ({ message: neo.espacios.success.eliminado, asignaciones: 2, hojas: 3 }));
    await user.click(await screen.findByRole('button', { name: s.eliminarDe('Departamento 1') }));
    expect((await screen.findByTestId('eliminar-espacio-aviso')).textContent).toBe(neo.espacios.warnings.asignado);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('eliminar-espacio-aviso')).toBeNull());
    await user.click(screen.getByRole('button', { name: s.eliminarDe('Departamento 2') }));
    expect((await screen.findByTestId('eliminar-espacio-aviso')).textContent).toBe(neo.espacios.warnings.eliminar);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(remote.fake.callsTo('neo', neoEspaciosEndpoints.remove)).toHaveLength(1));
  });

  it('a started project shows its spaces but nothing can change', async () => {
    setup(proyecto(1, { ProyectoIniciado: true }));
    expect(await screen.findByTestId('espacios-bloqueados')).toBeTruthy();
    expect(await screen.findByText('Departamento 1')).toBeTruthy();
    expect(screen.queryByTestId('crear-espacios')).toBeNull();
    expect(screen.queryByRole('button', { name: s.eliminarDe('Departamento 1') })).toBeNull();
  });
});
