import { createReport } from '@insp/contracts';
import { listObservaciones, type ObservacionItem, updateObservacion } from '@insp/contracts';
import { observationStatusLabel as estadoLabel } from '@insp/domain';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, type TestRemote, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cambios } from '../src/features/observaciones/EditarDetalleDialog.tsx';
import { ObservationsScreen } from '../src/features/observaciones/ObservationsScreen.tsx';
import { emptyFiltros, filtrosQuery } from '../src/shared/observaciones/filters.ts';
import { revisionesPaths } from '../src/shared/paths.ts';
import { answerContext, answerHistory, COMPANY, historyStep, LISTADO, observacion, oid, PROJECT, REVISION } from './fixtures.ts';

const PATH = `/administrador/empresa/proyectos/${PROJECT}/revisiones/${REVISION}/listados/${LISTADO}/observaciones`;

function setup(items: () => ObservacionItem[] | { items: ObservacionItem[]; next: string | null }) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  answerContext(remote.fake).on('revisiones', listObservaciones, () => {
    const answer = items();
    return Array.isArray(answer) ? { items: answer, next: null } : answer;
  });
  const view = renderScreen(<ObservationsScreen />, { remote, route: revisionesPaths.directorObservaciones, path: PATH });
  return view;
}

const listQueries = (remote: TestRemote) => remote.fake.callsTo('revisiones', listObservaciones).map((c) => Object.fromEntries(c.query));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ObservationsScreen', () => {
  it('lists N°, Estado as the spec shows it, Prioridad and the creation date; empty states differ with filters', async () => {
    setup(() => [
      observacion(2, { Estado: 'Vencida', EstadoLabel: 'Por Resolver' }),
      observacion(1, { Estado: 'Resuelta', Resuelta: '2025-03-05T00:00:00.000Z' }),
    ]);
    const rows = await screen.findAllByTestId('observacion-row');
    expect(rows.map((r) => within(r).getByTestId('observacion-numero').textContent)).toEqual(['2', '1']);
    expect(rows.map((r) => within(r).getByTestId('observacion-estado').textContent)).toEqual(['Por Resolver', 'Resuelta']);
    expect(screen.queryByText('Vencida')).toBeNull();
    const header = within(screen.getByTestId('observaciones-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['', 'N°', 'Estado', 'Prioridad', 'Fecha de Creación']);
    // dd/MM/yyyy HH:mm:ss on the viewer's clock
    expect(within(rows[0] as HTMLElement).getByText(/^\d{2}\/\d{2}\/2025 \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(estadoLabel('')).toBe('N/A');
    expect(estadoLabel(null)).toBe('N/A');
    expect(estadoLabel('Vencida')).toBe('Por Resolver');
  });

  it("says 'Este listado no tiene observaciones' without filters and 'No hay observaciones' with one", async () => {
    const { user, remote } = setup(() => []);
    expect((await screen.findByTestId('observaciones-vacio')).textContent).toBe('Este listado no tiene observaciones');
    await user.click(screen.getByTestId('filtros-toggle'));
    await user.selectOptions(await screen.findByLabelText('Estado'), 'Por Resolver');
    await waitFor(() => expect(listQueries(remote).at(-1)).toEqual({ estado: 'Vencida' }));
    await waitFor(() => expect(screen.getByTestId('observaciones-vacio').textContent).toBe('No hay observaciones'));
  });

  it('at 390 px shows one card per observation, its detail button in the card (no table to scroll sideways)', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    const { user } = setup(() => [observacion(2, { Estado: 'Vencida', EstadoLabel: 'Por Resolver' }), observacion(1)]);
    const cards = await screen.findAllByTestId('observacion-row');
    expect(screen.queryByTestId('observaciones-table')).toBeNull();
    expect(cards.map((c) => within(c).getByTestId('row-card-title').textContent)).toEqual(['N° 2', 'N° 1']);
    expect(within(cards[0] as HTMLElement).getByTestId('observacion-estado').textContent).toBe('Por Resolver');
    expect(within(cards[0] as HTMLElement).getByTestId('row-card-prioridad').textContent).toBe('PrioridadAlta');
    expect(within(cards[0] as HTMLElement).getByText(/^\d{2}\/\d{2}\/2025 \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    await user.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Ver detalle' }));
    expect((await within(cards[1] as HTMLElement).findByTestId('detalle-comentario')).textContent).toBe('Comentario 1');
    expect(within(cards[1] as HTMLElement).getByTestId('editar-detalle')).toBeTruthy();
  });

  it('at 1440 px keeps the table', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(1440));
    setup(() => [observacion(1)]);
    const [row] = await screen.findAllByTestId('observacion-row');
    expect(row?.tagName).toBe('TR');
    expect(screen.getByTestId('observaciones-table')).toBeTruthy();
  });

  it('asks the next page with the cursor of the previous answer and goes back without it', async () => {
    const cursor = `1741064767000_${oid(1001)}`;
    const { user, remote } = setup(() => ({ items: [observacion(21)], next: cursor }));
    await screen.findAllByTestId('observacion-row');
    expect(screen.getByTestId('pagina-anterior')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('pagina-siguiente'));
    await waitFor(() => expect(listQueries(remote).at(-1)).toEqual({ after: cursor }));
    expect(screen.getByTestId('observaciones-pagina').textContent).toBe('Página 2');
    await waitFor(() => expect(screen.getByTestId('pagina-anterior')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('pagina-anterior'));
    expect(screen.getByTestId('observaciones-pagina').textContent).toBe('Página 1');
    expect(listQueries(remote).every((q) => q.limit === undefined)).toBe(true);
  });

  it("another listado opens on its own first page, without the previous listado's cursor", async () => {
    const cursor = `1741064767000_${oid(1001)}`;
    const OTHER = oid(6);
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    answerContext(remote.fake).on('revisiones', listObservaciones, () => ({ items: [observacion(21)], next: cursor }));
    const otherPath = PATH.replace(LISTADO, OTHER);
    function OtroListado() {
      const navigate = useNavigate();
      return <button onClick={() => void navigate(otherPath)}>otro listado</button>;
    }
    const { user } = renderScreen(
      <>
        <ObservationsScreen />
        <OtroListado />
      </>,
      { remote, route: revisionesPaths.directorObservaciones, path: PATH },
    );
    await screen.findAllByTestId('observacion-row');
    await user.click(screen.getByTestId('pagina-siguiente'));
    await waitFor(() => expect(listQueries(remote).at(-1)).toEqual({ after: cursor }));
    await user.click(screen.getByRole('button', { name: 'otro listado' }));
    await waitFor(() => expect(remote.fake.callsTo('revisiones', listObservaciones).some((c) => c.path.includes(`/listados/${OTHER}/`))).toBe(true));
    const otherCalls = remote.fake.callsTo('revisiones', listObservaciones).filter((c) => c.path.includes(`/listados/${OTHER}/`));
    expect(otherCalls.map((c) => Object.fromEntries(c.query))).toEqual([{}]);
    await waitFor(() => expect(screen.getByTestId('observaciones-pagina').textContent).toBe('Página 1'));
  });

  it('Error Tipo options follow the Subcontrato and reset when it changes; the date range is sent only with both ends', async () => {
    const { user, remote } = setup(() => []);
    await screen.findByTestId('observaciones-vacio');
    await user.click(screen.getByTestId('filtros-toggle'));
    const subcontrato = await screen.findByLabelText('Subcontrato');
    const errorTipo = screen.getByLabelText('Error Tipo');
    const options = () =>
      within(errorTipo)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(options()).toEqual(['Todos', 'Cable expuesto', 'Enchufe suelto', 'Mancha']));

    await user.selectOptions(subcontrato, 'Eléctrico');
    expect(options()).toEqual(['Todos', 'Enchufe suelto', 'Cable expuesto']);
    await user.selectOptions(errorTipo, 'Cable expuesto');
    await waitFor(() => expect(listQueries(remote).at(-1)).toEqual({ subcontrato: 'Eléctrico', errorTipo: 'Cable expuesto' }));

    await user.selectOptions(subcontrato, 'Pintura');
    expect((errorTipo as HTMLSelectElement).value).toBe('');
    expect(options()).toEqual(['Todos', 'Mancha']);
    await waitFor(() => expect(listQueries(remote).at(-1)).toEqual({ subcontrato: 'Pintura' }));

    const calls = remote.fake.callsTo('revisiones', listObservaciones).length;
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-03-01' } });
    expect(screen.getByText('Elige ambas fechas para filtrar por fecha.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-03-31' } });
    await waitFor(() =>
      expect(listQueries(remote).at(-1)).toMatchObject({ subcontrato: 'Pintura', desde: '2025-03-01T03:00:00.000Z', hasta: '2025-04-01T02:59:59.999Z' }),
    );
    // one end alone changed nothing in the query: the only new request is the one with both ends
    expect(remote.fake.callsTo('revisiones', listObservaciones)).toHaveLength(calls + 1);
    expect(
      listQueries(remote)
        .slice(0, calls)
        .every((q) => q.desde === undefined && q.hasta === undefined),
    ).toBe(true);

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-02-01' } });
    expect(screen.getByText('La fecha de término debe ser posterior a la de inicio.')).toBeTruthy();
    expect(filtrosQuery({ ...emptyFiltros, desde: '2025-03-01', hasta: '2025-02-01' })).toEqual({});
  });

  it('a live change of an observation of this listado reloads the list and shows the new row', async () => {
    let items = [observacion(1)];
    const { remote } = setup(() => items);
    await screen.findAllByTestId('observacion-row');
    expect(remote.events.open()).toEqual([`/api/revisiones/companies/${COMPANY}/events`]);

    items = [observacion(2), observacion(1)];
    // another listado's change asks nothing
    const before = remote.fake.callsTo('revisiones', listObservaciones).length;
    remote.events.emitChange('revisiones', COMPANY, {
      entity: 'Observacion',
      entityId: oid(77),
      action: 'crear',
      parents: { projectId: PROJECT, revisionId: REVISION, listadoId: oid(5) },
    });
    remote.events.emitChange('revisiones', COMPANY, {
      entity: 'Observacion',
      entityId: oid(1002),
      action: 'crear',
      parents: { projectId: PROJECT, revisionId: REVISION, listadoId: LISTADO },
    });
    await waitFor(() => expect(screen.getAllByTestId('observacion-row')).toHaveLength(2));
    // the two events asked once: the other listado's change asked nothing
    expect(remote.fake.callsTo('revisiones', listObservaciones)).toHaveLength(before + 1);
    expect(screen.getAllByTestId('observacion-numero').map((n) => n.textContent)).toEqual(['2', '1']);
  });

  it("'Editar detalle' requires the Sector, clears the Error Tipo with a new Subcontrato and says 'Observación actualizada'", async () => {
    let item = observacion(1);
    const { user, remote } = setup(() => [item]);
    const bodies: unknown[] = [];
    remote.fake.on('revisiones', updateObservacion, ({ body }) => {
      bodies.push(body);
      item = { ...item, Sector: body.Sector ?? item.Sector, Subcontrato: body.Subcontrato ?? item.Subcontrato, ErrorTipo: body.ErrorTipo ?? '' };
      return { message: 'Observación actualizada', item };
    });
    await user.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    expect((await screen.findByTestId('detalle-comentario')).textContent).toBe('Comentario 1');
    await user.click(screen.getByTestId('editar-detalle'));

    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Sector/), '');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Sector es requerido')).toBeTruthy();
    expect(remote.fake.callsTo('revisiones', updateObservacion)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Sector/), 'Torre B');
    const errorTipo = within(dialog).getByLabelText('Error Tipo') as HTMLSelectElement;
    expect(errorTipo.value).toBe('Enchufe suelto');
    await user.selectOptions(within(dialog).getByLabelText('Subcontrato'), 'Pintura');
    expect(errorTipo.value).toBe('');
    expect(
      within(errorTipo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige una opción', 'Mancha']);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ Sector: 'Torre B', Subcontrato: 'Pintura', ErrorTipo: null }]);
    expect(remote.notifications).toContainEqual({ kind: 'success', message: 'Observación actualizada' });
    await waitFor(() => expect(screen.getByTestId('detalle-sector').textContent).toBe('Torre B'));
  });

  it("marks resolved through the 'Resuelta' switch and says '!Ha ocurrido un problema¡' when the service fails", async () => {
    const { user, remote } = setup(() => [observacion(1)]);
    remote.fake.on('revisiones', updateObservacion, () => {
      throw new ApiError(500, 'Ha ocurrido un error.');
    });
    await user.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    await user.click(await screen.findByTestId('editar-detalle'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Resuelta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(remote.notifications).toContainEqual({ kind: 'error', message: '!Ha ocurrido un problema¡' }));
    expect(remote.fake.callsTo('revisiones', updateObservacion).map((c) => c.body)).toEqual([{ Resuelta: true }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends only what changed (reopen, cleared error type)', () => {
    const resolved = observacion(1, { Resuelta: '2025-03-05T00:00:00.000Z' });
    const values = {
      Sector: 'Torre A',
      Recinto: 'Baño',
      Subcontrato: 'Eléctrico',
      ErrorTipo: '',
      Prioridad: 'Alta',
      Comentario: 'Comentario 1',
      Resuelta: false,
    };
    expect(cambios(resolved, values)).toEqual({ ErrorTipo: null, Resuelta: false });
  });

  it("'Historial' lists who changed which field from what to what", async () => {
    const { user, remote } = setup(() => [observacion(1)]);
    answerHistory(remote.fake, [
      historyStep(501, '2025-03-06T10:00:00.000Z', { id: oid(2), name: 'Diego Director' }, 'editar', [{ field: 'Sector', old: 'Torre A', new: 'Torre B' }]),
      historyStep(500, '2025-03-04T05:06:07.000Z', { id: oid(9), name: 'Ursula Usuaria' }, 'crear'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    await user.click(await screen.findByTestId('historial-abrir'));
    const events = await screen.findAllByTestId('historial-evento');
    expect(events).toHaveLength(2);
    expect(events[0]?.textContent).toContain('Diego Director');
    expect(events[0]?.textContent).toContain('Sector: Torre A → Torre B');
    expect(events[1]?.textContent).toContain('Registró la observación');
  });

  it('shows up to two photos at height 120, fetched with the bearer token, and opens the viewer at web size', async () => {
    const fetched: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push({ url, auth: new Headers(init?.headers).get('authorization') });
      return new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), { status: 200 });
    });
    const { user } = setup(() => [observacion(1, { Imagenes: [oid(601), oid(602)] })]);
    await user.click(await screen.findByRole('button', { name: 'Ver detalle' }));
    const thumbs = await screen.findAllByTestId('observacion-foto');
    expect(thumbs).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(thumbs[0] as HTMLElement)
          .getByRole('img')
          .getAttribute('src'),
      ).toMatch(/^blob:/),
    );
    expect(fetched.slice(0, 2)).toEqual([
      { url: `/api/revisiones/companies/${COMPANY}/files/${oid(601)}?size=thumb`, auth: 'Bearer test-token' },
      { url: `/api/revisiones/companies/${COMPANY}/files/${oid(602)}?size=thumb`, auth: 'Bearer test-token' },
    ]);
    await user.click(thumbs[1] as HTMLElement);
    expect((await screen.findByTestId('visor-foto')).getAttribute('src')).toMatch(/^blob:/);
    expect(fetched.at(-1)?.url).toBe(`/api/revisiones/companies/${COMPANY}/files/${oid(602)}?size=web`);
    // the full-size viewer opens at the clicked photo, among the observation's photos (issue 19 §3)
    expect(screen.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Foto 1 de 2' })).toBeTruthy();
    await waitFor(() => expect(fetched.at(-1)?.url).toBe(`/api/revisiones/companies/${COMPANY}/files/${oid(601)}?size=web`));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("'Generar Excel' asks for the listado's workbook and says 'Descargando'", async () => {
    const { user, remote } = setup(() => [observacion(1)]);
    remote.fake.on('revisiones', createReport, () => ({ id: oid(900) }));
    await screen.findAllByTestId('observacion-row');
    await user.click(screen.getByTestId('generar-excel-listado'));
    await waitFor(() => expect(remote.notifications).toContainEqual({ kind: 'info', message: 'Descargando' }));
    expect(remote.fake.callsTo('revisiones', createReport).map((c) => c.body)).toEqual([
      { kind: 'excel-listado', projectId: PROJECT, revisionId: REVISION, listadoId: LISTADO },
    ]);
  });

  it("'Generar Excel' sends the filters the screen applies, so the file holds the rows shown (issue 16)", async () => {
    const { user, remote } = setup(() => [observacion(1)]);
    remote.fake.on('revisiones', createReport, () => ({ id: oid(900) }));
    await screen.findAllByTestId('observacion-row');
    await user.click(screen.getByTestId('filtros-toggle'));
    await user.selectOptions(await screen.findByLabelText('Estado'), 'Por Resolver');
    await user.selectOptions(screen.getByLabelText('Subcontrato'), 'Eléctrico');
    await waitFor(() => expect(listQueries(remote).at(-1)).toEqual({ estado: 'Vencida', subcontrato: 'Eléctrico' }));
    await user.click(screen.getByTestId('generar-excel-listado'));
    await waitFor(() => expect(remote.notifications).toContainEqual({ kind: 'info', message: 'Descargando' }));
    expect(remote.fake.callsTo('revisiones', createReport).map((c) => c.body)).toEqual([
      { kind: 'excel-listado', projectId: PROJECT, revisionId: REVISION, listadoId: LISTADO, estado: 'Vencida', subcontrato: 'Eléctrico' },
    ]);
  });
});
