import { createReport, getReport, type ReportStatus } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';
import { checklistRevisiones } from '@insp/messages/checklist-revisiones';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ListadosScreen } from '../src/features/listados/ListadosScreen.tsx';
import { checklistPaths } from '../src/shared/paths.ts';
import { COMPANY, listado, oid, PROJECT, proyecto, REVISION, revision, S } from './fixtures.ts';

const t = checklistRevisiones.listados;
const PATH = `/administrador/checklist-proyectos/${PROJECT}/revisiones/${REVISION}/listados`;
const JOB = oid(900);
const FILE = 'Respuestas_Depto 1_05-03-2025.pdf';

/** The files saved through an anchor: [download name]; the addresses fetched. */
let saved: string[] = [];
let fetched: string[] = [];

beforeEach(() => {
  saved = [];
  fetched = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(FILE)}` },
      });
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(userType: 'AdministradorEmpresa' | 'UsuarioEmpresa', l: cr.ListadoItem) {
  const remote = createTestRemote({ session: testUser(userType, { companyId: COMPANY }) });
  const bodies: unknown[] = [];
  let polls = 0;
  remote.fake
    .on(S, cr.proyectosEndpoints.get, () => proyecto(1, { id: PROJECT, NombreProyecto: 'Torre Norte' }))
    .on(S, cr.revisionesEndpoints.get, () => revision(1, { id: REVISION }))
    .on(S, cr.listadosEndpoints.list, () => ({ items: [l], total: 1, page: 0, pageSize: 5 }))
    .on(S, createReport, ({ body }) => {
      bodies.push(body);
      return { id: JOB };
    })
    .on(S, getReport, (): ReportStatus => {
      polls += 1;
      const listo = polls > 1;
      return {
        id: JOB,
        kind: 'pdf-listados',
        state: listo ? 'listo' : 'generando',
        progress: {
          done: listo ? 1 : 0,
          total: 1,
          items: [{ label: `Revisión 1 / ${l.Nombre}`, state: listo ? 'listo' : 'generando', ...(listo && { fileName: FILE }) }],
        },
        fileName: null,
        error: null,
      };
    });
  const rendered = renderScreen(<ListadosScreen />, { remote, route: checklistPaths.listados, path: PATH });
  return { ...rendered, bodies };
}

describe("checklist listados: 'Solicitar informe'", () => {
  it("'Ordenar por:' asks for the list's PDF grouped by subcontrato, locks the dialog while it runs and saves the PDF when ready", async () => {
    const l = listado(1);
    const { user, bodies } = setup('UsuarioEmpresa', l);
    await user.click(await screen.findByTestId(`acciones-${l.id}`));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: t.actions.solicitarInforme }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.informe.titulo)).toBeTruthy();
    expect(within(dialog).getByText(l.Nombre)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: t.informe.porSubcontrato }));
    await waitFor(() =>
      expect(bodies).toEqual([{ kind: 'pdf-listados', projectId: PROJECT, items: [{ revisionId: REVISION, listadoId: l.id }], orden: 'subcontrato' }]),
    );
    expect(within(dialog).getByRole('button', { name: t.informe.porRecinto }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: t.informe.cerrar }).hasAttribute('disabled')).toBe(true);

    await waitFor(() => expect(saved).toEqual([FILE]));
    expect(fetched).toEqual([`/api/${S}/companies/${COMPANY}/reports/${JOB}/items/0/file`]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.informe.cerrar }).hasAttribute('disabled')).toBe(false));

    // 'Por recinto' asks again in the other order
    await user.click(within(dialog).getByRole('button', { name: t.informe.porRecinto }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ kind: 'pdf-listados', orden: 'recinto' }));
  });
});
