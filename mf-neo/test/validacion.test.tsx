import {
  NEO_MAX_ESPACIOS_POR_TIPO,
  neoChecklistsEndpoints,
  type NeoDesviacionFila,
  type NeoEspacio,
  neoEspaciosEndpoints,
  neoEstadisticasEndpoints,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import ChecklistDialog from '../src/features/checklists/ChecklistDialog.tsx';
import { DesviacionParametroScreen } from '../src/features/estadisticas/DesviacionParametroScreen.tsx';
import { DesviacionPreguntaScreen } from '../src/features/estadisticas/DesviacionPreguntaScreen.tsx';
import EspaciosDialog from '../src/shared/EspaciosDialog.tsx';
import { CHECKLIST, checklist, COMPANY, LISTA, oid, PROJECT, proyecto } from './fixtures.ts';

vi.mock('@mui/x-charts/BarChart', () => ({ BarChart: () => <div data-testid="bar-chart" /> }));

const BASE = '/administrador/empresa/neo-projects';
const t = neo.espacios;
const fila = (clave: string, over: Partial<NeoDesviacionFila> = {}): NeoDesviacionFila => ({
  clave,
  Nombre: clave,
  Aprobadas: 1,
  Rechazadas: 1,
  NoAplica: 0,
  Pendientes: 0,
  Bloqueadas: 0,
  Total: 2,
  Desviacion: 50,
  ...over,
});
const espacio = (n: number, Nombre = `Departamento ${n}`): NeoEspacio => ({
  id: oid(n, '6'),
  Nombre,
  Tipo: 'Departamento',
  Numero: n,
  Asignaciones: 0,
  FechaCreacion: '2025-03-05T13:14:15.000Z',
});

function espaciosDialog() {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  remote.fake.on('neo', neoEspaciosEndpoints.list, () => ({ items: [espacio(1), espacio(2)] }));
  const project = proyecto(1, { Espacios: { Departamento: 2, Quincho: 1 } });
  return renderScreen(<EspaciosDialog companyId={COMPANY} project={project} onClose={() => undefined} />, { remote, path: BASE });
}

describe("NEO 'Crear espacios' says what is wrong on the field", () => {
  it('a count over the cap says the cap on its field and nothing is sent', async () => {
    const { user, remote } = espaciosDialog();
    const dialog = await screen.findByTestId('espacios-dialog');
    const field = within(dialog).getByTestId('cantidad-Departamento');
    await user.clear(field);
    await user.type(field, String(NEO_MAX_ESPACIOS_POR_TIPO + 1));
    expect(within(dialog).getByText(t.validation.cantidadMaxima(NEO_MAX_ESPACIOS_POR_TIPO))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByTestId('crear-espacios-boton').hasAttribute('disabled')).toBe(true);
    expect(remote.fake.callsTo('neo', neoEspaciosEndpoints.create)).toEqual([]);
  });

  it("a type spelled like another ('quinchó' / 'Quincho') is refused on the type field", async () => {
    const { user } = espaciosDialog();
    const dialog = await screen.findByTestId('espacios-dialog');
    await user.type(within(dialog).getByTestId('nuevo-tipo'), 'quinchó');
    await user.click(within(dialog).getByTestId('agregar-tipo'));
    expect(within(dialog).getByText(t.errors.tipoDuplicado('Quincho'))).toBeTruthy();
    expect(within(dialog).getByTestId('nuevo-tipo').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByTestId('cantidad-quinchó')).toBeNull();
  });

  it("the service's type conflict (409) shows on that type's count field", async () => {
    const { user, remote } = espaciosDialog();
    remote.fake.on('neo', neoEspaciosEndpoints.create, () => {
      throw new ApiError(409, t.errors.tipoDuplicado('Sala'));
    });
    const dialog = await screen.findByTestId('espacios-dialog');
    await user.type(within(dialog).getByTestId('nuevo-tipo'), 'SALA');
    await user.click(within(dialog).getByTestId('agregar-tipo'));
    await user.clear(within(dialog).getByTestId('cantidad-SALA'));
    await user.type(within(dialog).getByTestId('cantidad-SALA'), '2');
    await user.click(within(dialog).getByTestId('crear-espacios-boton'));
    await waitFor(() => expect(within(dialog).getByTestId('cantidad-SALA').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(t.errors.tipoDuplicado('Sala'))).toBeTruthy();
  });

  it('a space name already taken (409) shows on the rename field', async () => {
    const { user, remote } = espaciosDialog();
    remote.fake.on('neo', neoEspaciosEndpoints.rename, ({ body }) => {
      throw new ApiError(409, t.errors.nombreDuplicado(body.Nombre));
    });
    await user.click(await screen.findByRole('button', { name: neoScreens.espacios.renombrar('Departamento 2') }));
    const input = screen.getByTestId('renombrar-espacio');
    await user.clear(input);
    await user.type(input, 'departamento 1');
    await user.click(screen.getByRole('button', { name: neoScreens.comunes.guardar }));
    await waitFor(() => expect(screen.getByTestId('renombrar-espacio').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(t.errors.nombreDuplicado('departamento 1'))).toBeTruthy();
  });
});

describe('NEO review goal', () => {
  it('a goal of 50.5 says it must be a whole number', async () => {
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoProyectosEndpoints.catalogos, () => ({
      Empresa: 'Andes',
      Unidades: ['Piso'],
      Elementos: [],
      Sectores: [],
      Recintos: [],
      Pasillos: [],
      Otros: [],
      ListasDeChequeo: [],
      EspaciosPorDefecto: {},
    }));
    const { user } = renderScreen(
      <ChecklistDialog companyId={COMPANY} projectId={PROJECT} mode={{ kind: 'assign', listaId: LISTA, nombre: 'Lista 1' }} onClose={() => undefined} />,
      { remote, path: BASE },
    );
    const dialog = await screen.findByTestId('checklist-dialog');
    await user.type(within(dialog).getByTestId('field-MetaRevision'), '50.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(neo.checklists.validation.metaEntera)).toBeTruthy();
    expect(within(dialog).queryByText(neo.checklists.validation.metaRequerida)).toBeNull();
    expect(remote.fake.callsTo('neo', neoChecklistsEndpoints.assign)).toEqual([]);
  });
});

describe('NEO deviation reports open on what they are about', () => {
  it("'Desviación por parámetro' in Obra Gruesa offers the Obra Gruesa spaces and no sector filter", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionEspacios, () => ({
      encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
      items: [],
      total: fila('total'),
      espacios: [{ id: oid(3, '6'), Nombre: 'Departamento 3' }],
      sectores: ['Norte'],
    }));
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionParametros, ({ query }) => ({
      tipo: query.tipo,
      encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
      items: [fila(query.tipo === 'Terminaciones' ? 'Hall' : 'Muro')],
      total: fila('total'),
      espacios: query.tipo === 'Terminaciones' ? [{ id: oid(3, '6'), Nombre: 'Departamento 3' }] : [{ id: oid(2, '6'), Nombre: 'Departamento 2' }],
      sectores: query.tipo === 'Terminaciones' ? ['Norte'] : [],
    }));
    const { user } = renderScreen(<DesviacionParametroScreen />, {
      remote,
      path: `${BASE}/${PROJECT}/rechazadas-parametro?vista=parametro`,
      route: `${BASE}/:projectId/rechazadas-parametro`,
    });
    expect(await screen.findByText('Muro', { selector: 'td' })).toBeTruthy();
    expect(screen.queryByLabelText(neo.informes.filtrarSector)).toBeNull();
    await user.click(screen.getByLabelText(neo.informes.espacio));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([neoScreens.informes.todos, 'Departamento 2']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: neo.informes.tabs.terminaciones }));
    expect(await screen.findByText('Hall', { selector: 'td' })).toBeTruthy();
    expect(screen.getByLabelText(neo.informes.filtrarSector)).toBeTruthy();
  });

  it('…/{checklistId}/rechazadas-pregunta opens on its checklist’s own type tab', async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoChecklistsEndpoints.list, ({ query }) => ({
      items: query.tipo === 'Terminaciones' ? [checklist(1, { Nombre: 'Pinturas', Tipo: 'Terminaciones' })] : [checklist(2, { Nombre: 'Moldajes' })],
    }));
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionPreguntas, ({ query }) => ({
      checklist: { id: query.checklistId, Nombre: 'Pinturas', Tipo: 'Terminaciones' as const },
      encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
      items: [],
      total: fila('total'),
    }));
    const path = `/administrador/empresas/neo-projects/${PROJECT}/${CHECKLIST}/rechazadas-pregunta`;
    renderScreen(<DesviacionPreguntaScreen />, { remote, path, route: '/administrador/empresas/neo-projects/:projectId/:checklistId/rechazadas-pregunta' });
    await waitFor(() => expect(screen.getByRole('tab', { name: neo.informes.tabs.terminaciones }).getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(screen.getByLabelText(neoScreens.informes.checklist).textContent).toBe('Pinturas'));
    expect(remote.fake.callsTo('neo', neoChecklistsEndpoints.list).map((call) => call.query.get('tipo'))).not.toContain('Obra Gruesa');
  });
});
