import { createReport } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones, checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import { createTestRemote, renderScreen, testUser, viewportMatchMedia } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ResumenScreen } from '../src/features/resumen/ResumenScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { answerNames, COMPANY, LISTADO, oid, PROJECT, REVISION, revision, S } from './fixtures.ts';

const t = checklistRevisiones.resumen;
const f = checklistRevisionesScreens.resumen;

const row = (n: number, over: Partial<cr.ResumenRow> = {}): cr.ResumenRow => ({
  id: oid(600 + n),
  revisionId: REVISION,
  listadoId: LISTADO,
  recintoId: oid(301),
  subcontratoId: oid(401),
  errorTipoId: oid(501),
  Revision: 'Revisión 1',
  Listado: 'Depto 1',
  Recinto: 'Cocina',
  Subcontrato: 'Eléctrico',
  ErrorTipo: 'Cable expuesto',
  Orden: n,
  Estado: 'Por Resolver',
  Comentario: `Comentario ${n}`,
  Foto: null,
  Observada: '2025-03-05T13:14:15.000Z',
  Resuelta: null,
  ...over,
});

function setup(items: cr.ResumenRow[] = [row(1), row(2, { Estado: 'Resuelto', Resuelta: '2025-03-06T13:00:00.000Z' })]) {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  answerNames(remote.fake)
    .on(S, cr.resumenProyecto, ({ query }) => ({ items: query.estado === 'Resuelto' ? [] : items, total: items.length, page: query.page, pageSize: 20 }))
    .on(S, cr.revisionesEndpoints.list, () => ({ items: [revision(1, { id: REVISION })], total: 1, page: 0, pageSize: 100 }))
    .on(S, cr.resumenOpciones, () => ({
      recintos: ['Ático', 'Baño', 'Cocina'],
      subcontratos: ['Eléctrico', 'Pintura'],
      erroresTipo: ['Cable expuesto', 'Manchas'],
    }))
    .on(S, createReport, () => ({ id: oid(900) }));
  return renderScreen(<ResumenScreen />, { remote, route: checklistPaths.observaciones, path: `/administrador/checklist-proyectos/${PROJECT}/observaciones` });
}

const queries = (remote: ReturnType<typeof setup>['remote']) => remote.fake.callsTo(S, cr.resumenProyecto).map((c) => Object.fromEntries(c.query.entries()));

afterEach(() => vi.unstubAllGlobals());

describe('project-wide answers summary', () => {
  it("at 390 px one card per answer: revision / listado as its title, its lines, 'Ver foto' at its foot", async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(390));
    setup([row(1, { Foto: oid(700) }), row(2)]);
    const [first, second] = await screen.findAllByTestId('resumen-row');
    expect(screen.queryByTestId('resumen-table')).toBeNull();
    expect(within(first!).getByTestId('row-card-title').textContent).toBe('Revisión 1 / Depto 1');
    expect(within(first!).getByTestId('row-card-recinto').textContent).toBe(`${t.columns.recinto}Cocina`);
    expect(within(first!).getByTestId('row-card-resuelta').textContent).toBe(`${t.columns.resuelta}Sin resolver.`);
    expect(within(first!).getByRole('button', { name: f.verFoto })).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: f.verFoto })).toBeNull();
  });

  it("'Ver foto' opens the full-size viewer at that row's photo, among the photos of the page", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }));
    });
    const { user } = setup([row(1, { Foto: oid(700) }), row(2), row(3, { Foto: oid(701) })]);
    await screen.findAllByTestId('resumen-row');
    await user.click(screen.getByTestId(`foto-${oid(603)}`));
    // the viewer's chunk loads on this first open
    expect(within(await screen.findByTestId('imagen-dialog')).getByTestId('visor-posicion').textContent).toBe('Foto 2 de 2');
    expect(screen.getByRole('dialog', { name: 'Foto 2 de 2' })).toBeTruthy();
    await waitFor(() => expect(fetched.at(-1)).toBe(`/api/checklist-revisiones/companies/${COMPANY}/files/${oid(701)}?size=web`));
    await user.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(await screen.findByRole('dialog', { name: 'Foto 1 de 2' })).toBeTruthy();
    await waitFor(() => expect(fetched.at(-1)).toBe(`/api/checklist-revisiones/companies/${COMPANY}/files/${oid(700)}?size=web`));
  });

  it('at 1440 px the table: dates on one line, compact cells and headers that may wrap, so it fits the wide layout', async () => {
    vi.stubGlobal('matchMedia', viewportMatchMedia(1440));
    setup();
    const [first] = await screen.findAllByTestId('resumen-row');
    expect(first!.tagName).toBe('TR');
    const observada = within(first!).getByTestId('resumen-observada');
    expect(getComputedStyle(observada).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(observada).paddingLeft).toBe('6px');
    expect(getComputedStyle(screen.getByRole('columnheader', { name: t.columns.observada })).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(within(first!).getByTestId('resumen-recinto')).whiteSpace).not.toBe('nowrap');
  });

  it('shows the checklist columns, pages of 20, and the states', async () => {
    setup();
    await screen.findAllByTestId('resumen-row');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Revision',
      'Listado',
      'Recinto',
      'Subcontrato',
      'Error Tipo',
      'Orden',
      'Estado',
      'Comentario',
      'Foto',
      'Observada',
      'Resuelta',
    ]);
    const [first, second] = screen.getAllByTestId('resumen-row');
    expect(within(first!).getByText('Sin resolver.')).toBeTruthy();
    expect(within(second!).getByText('06/03/2025 10:00:00')).toBeTruthy();
    expect(within(second!).getByText('Resuelto').closest('[data-color]')?.getAttribute('data-color')).toBe('verde');
  });

  it('applies the date range only when both ends are set, and says why not', async () => {
    const { user, remote } = setup();
    await screen.findAllByTestId('resumen-row');
    await user.type(screen.getByLabelText(f.desde), '2025-03-01');
    expect(await screen.findByText(f.rangoIncompleto)).toBeTruthy();
    const before = queries(remote).length;
    await user.type(screen.getByLabelText(f.hasta), '2025-03-31');
    await waitFor(() => expect(queries(remote).at(-1)).toMatchObject({ desde: expect.any(String), hasta: expect.any(String) }));
    // one end alone asked nothing: every request before the complete range had no dates
    expect(
      queries(remote)
        .slice(0, before)
        .every((q) => !('desde' in q)),
    ).toBe(true);
    await user.clear(screen.getByLabelText(f.desde));
    await user.type(screen.getByLabelText(f.desde), '2025-04-15');
    expect(await screen.findByText(t.errors.rangeInvalid)).toBeTruthy();
    expect(screen.getByTestId('generar-excel-resumen').hasAttribute('disabled')).toBe(true);
  });

  it("'Generar Excel' asks for the summary workbook with the filters in force", async () => {
    const { user, remote } = setup();
    await screen.findAllByTestId('resumen-row');
    await user.selectOptions(screen.getByLabelText(f.revision), 'Revisión 1');
    await user.selectOptions(screen.getByLabelText(f.estado), 'Resuelto');
    expect(await screen.findByText(f.sinResultados)).toBeTruthy();
    await user.click(screen.getByTestId('generar-excel-resumen'));
    await waitFor(() =>
      expect(remote.fake.callsTo(S, createReport).map((c) => c.body)).toEqual([
        { kind: 'excel-resumen', projectId: PROJECT, revisionId: REVISION, estado: 'Resuelto' },
      ]),
    );
    expect(remote.notifications).toEqual([{ kind: 'info', message: f.descargando }]);
  });

  it('Recinto, Subcontrato and Error Tipo are selects of the names in the project; choosing one filters the summary by it', async () => {
    const { user, remote } = setup();
    await screen.findAllByTestId('resumen-row');
    const optionsOf = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);
    await waitFor(() => expect(optionsOf(f.recinto)).toEqual([f.todos, 'Ático', 'Baño', 'Cocina']));
    expect(screen.getByLabelText(f.recinto).tagName).toBe('SELECT');
    expect(optionsOf(f.subcontrato)).toEqual([f.todos, 'Eléctrico', 'Pintura']);
    expect(optionsOf(f.errorTipo)).toEqual([f.todos, 'Cable expuesto', 'Manchas']);
    expect(remote.fake.callsTo(S, cr.resumenOpciones).map((c) => c.path)).toContain(`/api/${S}/companies/${COMPANY}/projects/${PROJECT}/respuestas/opciones`);

    await user.selectOptions(screen.getByLabelText(f.recinto), 'Baño');
    await user.selectOptions(screen.getByLabelText(f.errorTipo), 'Manchas');
    await waitFor(() => expect(queries(remote).at(-1)).toEqual({ recinto: 'Baño', errorTipo: 'Manchas', page: '0' }));
    // 'Todos' lifts the filter again
    await user.selectOptions(screen.getByLabelText(f.recinto), f.todos);
    await waitFor(() => expect(queries(remote).at(-1)).toEqual({ errorTipo: 'Manchas', page: '0' }));
  });
});
