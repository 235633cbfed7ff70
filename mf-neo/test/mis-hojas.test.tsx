import { type EstadoMiHojaOT, neoCapturaEndpoints, type NeoMiHoja, type NeoMisHojas } from '@insp/contracts/neo';
import { neoScreens } from '@insp/messages/neo';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MisHojasScreen } from '../src/features/captura/MisHojasScreen.tsx';
import { ASIGNADO, CHECKLIST, hoja, oid, PROJECT } from './fixtures.ts';

const s = neoScreens.captura;
const BASE = '/administrador/empresas/neo-projects';
const OTRO_PROYECTO = oid(2, 'b');

const miHoja = (n: number, EstadoMio: EstadoMiHojaOT, over: Partial<NeoMiHoja> = {}): NeoMiHoja => ({
  ...hoja(n),
  NombreProyecto: 'Torre 1',
  ProyectoIniciado: true,
  espacioId: oid(1, '9'),
  EstadoMio,
  ...over,
});

/** The service's order: pendientes first, grouped by project and space; then firmadas, finalizadas. */
const all: NeoMiHoja[] = [
  miHoja(1, 'pendiente', { projectId: OTRO_PROYECTO, NombreProyecto: 'Condominio', NombreEspacio: 'Casa 1', espacioId: oid(3, '9') }),
  miHoja(2, 'pendiente', { NombreEspacio: 'Departamento 1' }),
  miHoja(3, 'pendiente', { NombreEspacio: 'Departamento 1' }),
  miHoja(4, 'pendiente', { NombreEspacio: 'Departamento 2', espacioId: oid(2, '9') }),
  miHoja(5, 'firmada', { NombreEspacio: 'Departamento 1' }),
  miHoja(6, 'finalizada', { NombreEspacio: 'Departamento 1', Estado: 'Finalizada', Insignia: 'verde' }),
];

function setup(sheets: NeoMiHoja[] = all) {
  const remote = createTestRemote({ session: testUser('UsuarioEmpresa') });
  const queries: Array<Record<string, unknown>> = [];
  remote.fake.on('neo', neoCapturaEndpoints.misHojas, ({ query }): NeoMisHojas => {
    queries.push({ ...query });
    const q = query.q?.toLowerCase();
    const found = sheets.filter((h) => !q || `${h.NombreProyecto} ${h.NombreEspacio}`.toLowerCase().includes(q));
    const shown = found.filter((h) => !query.estado || h.EstadoMio === query.estado);
    const start = query.page * query.pageSize;
    const count = (estado: EstadoMiHojaOT) => found.filter((h) => h.EstadoMio === estado).length;
    return {
      items: shown.slice(start, start + query.pageSize),
      total: shown.length,
      page: query.page,
      pageSize: query.pageSize,
      next: start + query.pageSize < shown.length ? query.page + 1 : null,
      conteo: { pendiente: count('pendiente'), firmada: count('firmada'), finalizada: count('finalizada') },
    };
  });
  return { queries, ...renderScreen(<MisHojasScreen />, { remote, path: `${BASE}/captura` }) };
}

const headings = () =>
  [...screen.getByTestId('mis-hojas-lista').querySelectorAll('h2, h3, [data-testid^="mi-hoja-"]')].map((node) =>
    node.tagName === 'H2' ? `# ${node.textContent}` : node.tagName === 'H3' ? `## ${node.textContent}` : node.getAttribute('data-testid'),
  );

describe("NEO 'Mis hojas de respuestas' (issue 19 §4)", () => {
  it("shows 'Pendientes' first, a heading per project and space, one compact row per sheet; a row opens the capture page", async () => {
    const { user, remote } = setup();
    await screen.findByTestId(`mi-hoja-${hoja(1).id}`);
    expect(headings()).toEqual([
      `# ${s.estadosMios.pendiente}`,
      '## Condominio · Casa 1',
      `mi-hoja-${hoja(1).id}`,
      '## Torre 1 · Departamento 1',
      `mi-hoja-${hoja(2).id}`,
      `mi-hoja-${hoja(3).id}`,
      '## Torre 1 · Departamento 2',
      `mi-hoja-${hoja(4).id}`,
      `# ${s.estadosMios.firmada}`,
      '## Torre 1 · Departamento 1',
      `mi-hoja-${hoja(5).id}`,
      `# ${s.estadosMios.finalizada}`,
      '## Torre 1 · Departamento 1',
      `mi-hoja-${hoja(6).id}`,
    ]);
    expect(screen.getByTestId('mis-hojas-filtro-pendiente').textContent).toBe(`${s.estadosMios.pendiente} (4)`);
    expect(screen.getByTestId('mis-hojas-filtro-todas').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId(`responder-${hoja(3).id}`));
    expect(remote.navigations).toEqual([`${BASE}/captura/${PROJECT}/${CHECKLIST}/${ASIGNADO}/${hoja(3).id}`]);
  });

  it('searches and filters by state on the server', async () => {
    const { user, queries } = setup();
    await screen.findByTestId(`mi-hoja-${hoja(1).id}`);
    await user.click(screen.getByTestId('mis-hojas-filtro-firmada'));
    await waitFor(() => expect(headings()).toEqual([`# ${s.estadosMios.firmada}`, '## Torre 1 · Departamento 1', `mi-hoja-${hoja(5).id}`]));
    expect(queries.at(-1)).toMatchObject({ estado: 'firmada', page: 0 });
    await user.click(screen.getByTestId('mis-hojas-filtro-todas'));
    await user.type(screen.getByTestId('mis-hojas-buscar'), 'condominio');
    await waitFor(() => expect(headings()).toEqual([`# ${s.estadosMios.pendiente}`, '## Condominio · Casa 1', `mi-hoja-${hoja(1).id}`]));
    expect(queries.at(-1)).toEqual({ page: 0, pageSize: 20, q: 'condominio' });
    await user.type(screen.getByTestId('mis-hojas-buscar'), ' xyz');
    expect((await screen.findByText(s.sinResultados)).textContent).toBe(s.sinResultados);
  });

  it("pages: 'Ver más' asks for the next page and keeps the groups running", async () => {
    const { user, queries } = setup(Array.from({ length: 45 }, (_, i) => miHoja(100 + i, 'pendiente')));
    await screen.findByTestId(`mi-hoja-${hoja(100).id}`);
    expect(screen.getByTestId('mis-hojas-lista').querySelectorAll('[data-testid^="mi-hoja-"]')).toHaveLength(20);
    expect(screen.getByTestId('mis-hojas-mostradas').textContent).toBe(s.mostradas(20, 45));
    await user.click(screen.getByTestId('mis-hojas-ver-mas'));
    await waitFor(() => expect(screen.getByTestId('mis-hojas-mostradas').textContent).toBe(s.mostradas(40, 45)));
    expect(queries.at(-1)).toMatchObject({ page: 1 });
    // one project · space group across the pages
    expect(within(screen.getByTestId('mis-hojas-lista')).getAllByTestId('mis-hojas-grupo')).toHaveLength(1);
    await user.click(screen.getByTestId('mis-hojas-ver-mas'));
    await waitFor(() => expect(screen.queryByTestId('mis-hojas-ver-mas')).toBeNull());
    expect(screen.getByTestId('mis-hojas-mostradas').textContent).toBe(s.mostradas(45, 45));
  });
});
