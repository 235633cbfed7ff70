import { createReport, getReport, type ReportStatus } from '@insp/contracts';
import { type ListadoItem, listadosEndpoints, revisionesEndpoints } from '@insp/contracts';
import { reports } from '@insp/messages';
import { revisionesScreens } from '@insp/messages/revisiones';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import PdfProyectoDialog from '../src/features/proyectos/PdfProyectoDialog.tsx';
import { COMPANY, listadoItem, PROJECT } from './fixtures.ts';

const REV_A = 'cccccccccccccccccccccc01';
const REV_B = 'cccccccccccccccccccccc02';
const JOB = 'ffffffffffffffffffffffff';
const t = revisionesScreens.pdf;
const listId = (revision: string, n: number) => `${revision.slice(0, 20)}${n.toString(16).padStart(4, '0')}`;

const listado = (revisionId: string, n: number): ListadoItem =>
  listadoItem({ id: listId(revisionId, n), revisionId, Nombre: `Listado ${revisionId === REV_A ? 'A' : 'B'}${n}`, FechaCreacion: '2025-03-05T13:14:15.000Z' });

function setup() {
  const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
  remote.fake.on('revisiones', revisionesEndpoints.list, () => ({
    items: [REV_A, REV_B].map((id, i) => ({
      id,
      projectId: PROJECT,
      Nombre: `Revisión ${i === 0 ? 'A' : 'B'}`,
      Carpetas: 1,
      Responsable: null,
      FechaCreacion: '2025-03-05T13:14:15.000Z',
    })),
    total: 2,
    page: 0,
    pageSize: 100,
  }));
  remote.fake.on('revisiones', listadosEndpoints.list, ({ params }) => {
    const items = params.revisionId === REV_A ? Array.from({ length: 12 }, (_, i) => listado(REV_A, i + 1)) : [listado(REV_B, 1)];
    return { items, total: items.length, page: 0, pageSize: 100 };
  });
  const closed: string[] = [];
  const rendered = renderScreen(
    <PdfProyectoDialog companyId={COMPANY} project={{ id: PROJECT, NombreProyecto: 'Edificio Norte' }} onClose={() => closed.push('x')} />,
    { remote },
  );
  return { ...rendered, closed };
}

const generar = () => screen.getByTestId('pdf-generar');

describe("'Generar PDF proyecto' dialog", () => {
  it('loads the lists of a chosen revision only after 600 ms, caps the choice at 10, and does nothing without a list', async () => {
    const { user, remote } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Revisión A' }));
    // the debounce: nothing asked yet
    expect(remote.fake.callsTo('revisiones', listadosEndpoints.list)).toHaveLength(0);
    expect(generar().hasAttribute('disabled')).toBe(true);

    const lists = await screen.findByTestId(`pdf-listados-${REV_A}`);
    // its lists shown (the box can show before its request has gone out, on a busy machine): asked once
    await within(lists).findByRole('checkbox', { name: 'Listado A1' });
    expect(remote.fake.callsTo('revisiones', listadosEndpoints.list)).toHaveLength(1);
    for (let n = 1; n <= 10; n += 1) await user.click(await within(lists).findByRole('checkbox', { name: `Listado A${n}` }));
    expect(screen.getByTestId('pdf-elegidos').textContent).toBe(t.maximo(10));
    expect(within(lists).getByRole('checkbox', { name: 'Listado A11' }).hasAttribute('disabled')).toBe(true);
    expect(within(lists).getByRole('checkbox', { name: 'Listado A1' }).hasAttribute('disabled')).toBe(false);
    expect(generar().hasAttribute('disabled')).toBe(false);

    // taking the revision out takes its lists with it
    await user.click(screen.getByRole('checkbox', { name: 'Revisión A' }));
    expect(screen.getByTestId('pdf-elegidos').textContent).toBe(t.elegidos(0, 10));
    expect(generar().hasAttribute('disabled')).toBe(true);
  });

  it('generates one PDF per pair with progress per item, an item error, downloads per item, and everything locked while it runs', async () => {
    const { user, remote } = setup();
    const bodies: unknown[] = [];
    remote.fake.on('revisiones', createReport, ({ body }) => {
      bodies.push(body);
      return { id: JOB };
    });
    const running: ReportStatus = {
      id: JOB,
      kind: 'pdf-proyecto',
      state: 'generando',
      fileName: null,
      error: null,
      progress: {
        done: 1,
        total: 2,
        items: [
          { label: 'Revisión A / Listado A1', state: 'listo', fileName: 'Respuestas_Listado A1_05-03-2025.pdf' },
          { label: 'Revisión B / Listado B1', state: 'generando' },
        ],
      },
    };
    const finished: ReportStatus = {
      ...running,
      state: 'listo',
      progress: {
        done: 2,
        total: 2,
        items: [running.progress.items[0]!, { label: 'Revisión B / Listado B1', state: 'error', error: 'No existen datos del listado.' }],
      },
    };
    let polls = 0;
    remote.fake.on('revisiones', getReport, () => (++polls < 2 ? running : finished));

    await user.click(await screen.findByRole('checkbox', { name: 'Revisión A' }));
    await user.click(screen.getByRole('checkbox', { name: 'Revisión B' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Listado A1' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Listado B1' }));
    await user.click(generar());

    await waitFor(() =>
      expect(bodies).toEqual([
        {
          kind: 'pdf-proyecto',
          projectId: PROJECT,
          items: [
            { revisionId: REV_A, listadoId: listId(REV_A, 1) },
            { revisionId: REV_B, listadoId: listId(REV_B, 1) },
          ],
        },
      ]),
    );
    expect(generar().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: revisionesScreens.comunes.cerrar }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Listado A2' }).hasAttribute('disabled')).toBe(true);

    const first = await screen.findByTestId('report-item-0');
    expect(first.dataset.state).toBe('listo');
    expect(within(first).getByRole('button', { name: reports.download })).toBeTruthy();
    const second = screen.getByTestId('report-item-1');
    await waitFor(() => expect(second.dataset.state).toBe('error'));
    expect(within(second).getByText('No existen datos del listado.')).toBeTruthy();
    await waitFor(() => expect(generar().hasAttribute('disabled')).toBe(false));
  });

  it("shows the 409 'Un documento ya se está generando…' as an alert", async () => {
    const { user, remote } = setup();
    remote.fake.on('revisiones', createReport, () => {
      throw new ApiError(409, reports.alreadyGenerating);
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Revisión B' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Listado B1' }));
    await user.click(generar());
    const alert = await screen.findByTestId('report-error');
    expect(alert.textContent).toBe(reports.alreadyGenerating);
    expect(alert.closest('[role="alert"]') ?? alert.getAttribute('role')).toBeTruthy();
  });
});
