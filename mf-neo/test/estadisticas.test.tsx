import { neoChecklistsEndpoints, type NeoDesviacionFila, neoEstadisticasEndpoints, type NeoMetas } from '@insp/contracts/neo';
import { neo, neoScreens } from '@insp/messages/neo';
import { ApiError } from '@insp/mf-kit';
import { createTestRemote, renderScreen, testUser } from '@insp/ui/testing';
import { charts } from '@insp/ui/testing/charts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { METAS_COLORES, porcentajeVisible } from '../src/features/estadisticas/chart-data.ts';
import { DesviacionListasScreen } from '../src/features/estadisticas/DesviacionListasScreen.tsx';
import { DesviacionParametroScreen } from '../src/features/estadisticas/DesviacionParametroScreen.tsx';
import { DesviacionPreguntaScreen } from '../src/features/estadisticas/DesviacionPreguntaScreen.tsx';
import { MetasScreen } from '../src/features/estadisticas/MetasScreen.tsx';
import { CHECKLIST, checklist, COMPANY, oid, PROJECT } from './fixtures.ts';

// the chart itself is @mui/x-charts' business; what the screen hands it is ours
vi.mock('@mui/x-charts/BarChart', () => import('@insp/ui/testing/charts'));

const BASE = '/administrador/empresa/neo-projects';
const fila = (clave: string, over: Partial<NeoDesviacionFila> = {}): NeoDesviacionFila => ({
  clave,
  Nombre: clave,
  Aprobadas: 3,
  Rechazadas: 1,
  NoAplica: 0,
  Pendientes: 0,
  Bloqueadas: 0,
  Total: 4,
  Desviacion: 25,
  ...over,
});

describe('NEO reports', () => {
  it("'Metas de revisión': a placeholder while loading, then Real green and Pendiente yellow stacked, Meta blue apart, y up to ejeMaximo, widths 0.8 / 0.9", async () => {
    charts.bars.length = 0;
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    let release: (value: NeoMetas) => void = () => undefined;
    remote.fake.on('neo', neoEstadisticasEndpoints.metas, () => new Promise<NeoMetas>((resolve) => (release = resolve)));
    renderScreen(<MetasScreen />, { remote, path: `${BASE}/${PROJECT}/metas-revision`, route: `${BASE}/:projectId/metas-revision` });
    expect(await screen.findByTestId('metas-placeholder')).toBeTruthy();
    // defaults of the headings until the data says otherwise
    expect(screen.getByTestId('encabezado-empresa').textContent).toBe(neo.informes.empresa);
    expect(screen.getByTestId('encabezado-proyecto').textContent).toBe(neo.informes.proyecto);
    release({
      tipo: 'Obra Gruesa',
      encabezado: { Empresa: 'Constructora Andes', Proyecto: 'Torre 1' },
      items: [
        { checklistId: oid(1, 'c'), Nombre: 'Lista 1', Real: 40, Pendiente: 40, Meta: 80, Cantidad: 10, CantidadCompletada: 4 },
        { checklistId: oid(2, 'c'), Nombre: 'Lista 2', Real: 0, Pendiente: 50, Meta: 50, Cantidad: 10, CantidadCompletada: 0 },
      ],
      ejeMaximo: 92,
    });
    expect(await screen.findByTestId('bar-chart')).toBeTruthy();
    expect(screen.getByTestId('encabezado-empresa').textContent).toBe('Constructora Andes');
    const props = charts.bars.at(-1) as {
      series: Array<{ id: string; data: number[]; stack: string; color: string; barLabel: (item: { value: number | null }) => string | null }>;
      yAxis: Array<{ min: number; max: number }>;
      xAxis: Array<{ data: string[]; categoryGapRatio: number; barGapRatio: number }>;
    };
    expect(props.series.map((s) => [s.id, s.stack, s.color, s.data])).toEqual([
      ['real', 'real', METAS_COLORES.real, [40, 0]],
      ['pendiente', 'real', METAS_COLORES.pendiente, [40, 50]],
      ['meta', 'meta', METAS_COLORES.meta, [80, 50]],
    ]);
    expect(props.yAxis[0]).toEqual({ min: 0, max: 92 });
    expect(props.xAxis[0]?.data).toEqual(['Lista 1', 'Lista 2']);
    // category width 0.8 and bar width 0.9 are gaps of 0.2 and 0.1
    expect(props.xAxis[0]?.categoryGapRatio).toBe(0.2);
    expect(props.xAxis[0]?.barGapRatio).toBe(0.1);
    expect(props.series[0]?.barLabel({ value: 0 })).toBeNull();
    expect(props.series[0]?.barLabel({ value: 40 })).toBe('40%');
    expect(porcentajeVisible(-3)).toBeNull();
  });

  it("deviation by question: checklist picker, 'Generar', a bar per question, 'No fue posible traer los datos.' on failure", async () => {
    charts.bars.length = 0;
    const remote = createTestRemote({ session: testUser('AdministradorEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoChecklistsEndpoints.list, () => ({ items: [checklist(1), checklist(2)] }));
    let fail = true;
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionPreguntas, ({ query }) => {
      if (fail) throw new ApiError(500, 'boom');
      return {
        checklist: { id: query.checklistId, Nombre: 'Lista 1', Tipo: 'Obra Gruesa' as const },
        encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
        items: [
          { ...fila('0:0', { Desviacion: 40 }), Categoria: 'Muros', Pregunta: '¿Aplomado?' },
          { ...fila('0:1', { Desviacion: 10 }), Categoria: 'Muros', Pregunta: '¿Sin fisuras?' },
        ],
        total: fila('total'),
      };
    });
    const { user } = renderScreen(<DesviacionPreguntaScreen />, {
      remote,
      path: `${BASE}/${PROJECT}/rechazadas-pregunta`,
      route: `${BASE}/:projectId/rechazadas-pregunta`,
    });
    expect((await screen.findByTestId('generar')).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByLabelText(neoScreens.informes.checklist));
    await user.click(await screen.findByRole('option', { name: 'Lista 1' }));
    await user.click(screen.getByTestId('generar'));
    expect((await screen.findByTestId('desviacion-error')).textContent).toBe(neo.informes.noFuePosible);
    fail = false;
    await user.click(screen.getByTestId('generar'));
    await user.click(screen.getByLabelText(neoScreens.informes.checklist));
    await user.click(await screen.findByRole('option', { name: 'Lista 2' }));
    await user.click(screen.getByTestId('generar'));
    expect(await screen.findByTestId('bar-chart')).toBeTruthy();
    const props = charts.bars.at(-1) as { series: Array<{ data: number[] }>; yAxis: Array<{ max: number }> };
    expect(props.series[0]?.data).toEqual([40, 10]);
    // 1.15 x 40, rounded up
    expect(props.yAxis[0]?.max).toBe(46);
    expect(screen.getByTestId('fila-0:0').textContent).toContain('¿Aplomado?');
  });

  it('the prefix-less variant …/{checklistId}/rechazadas-pregunta generates at once', async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoChecklistsEndpoints.list, () => ({ items: [checklist(1)] }));
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionPreguntas, ({ query }) => ({
      checklist: { id: query.checklistId, Nombre: 'Lista 1', Tipo: 'Obra Gruesa' as const },
      encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
      items: [],
      total: fila('total'),
    }));
    const path = `/administrador/empresas/neo-projects/${PROJECT}/${CHECKLIST}/rechazadas-pregunta`;
    renderScreen(<DesviacionPreguntaScreen />, { remote, path, route: '/administrador/empresas/neo-projects/:projectId/:checklistId/rechazadas-pregunta' });
    await waitFor(() => expect(remote.fake.callsTo('neo', neoEstadisticasEndpoints.desviacionPreguntas)[0]?.query.get('checklistId')).toBe(CHECKLIST));
  });

  it("'Desviación por espacio': 'Espacio' and 'Filtrar por sector' filter the report; the error shows with an empty table", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionEspacios, ({ query }) => {
      if (query.sector === 'Sur') throw new ApiError(500, 'Ha ocurrido un error: caída');
      return {
        encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
        items: [fila(oid(1, '6'), { Nombre: 'Departamento 1' })],
        total: fila('total'),
        espacios: [{ id: oid(1, '6'), Nombre: 'Departamento 1' }],
        sectores: ['Norte', 'Sur'],
      };
    });
    const { user } = renderScreen(<DesviacionParametroScreen />, {
      remote,
      path: `${BASE}/${PROJECT}/rechazadas-parametro?vista=espacio`,
      route: `${BASE}/:projectId/rechazadas-parametro`,
    });
    expect(await screen.findByText('Departamento 1', { selector: 'td' })).toBeTruthy();
    await user.click(screen.getByLabelText(neo.informes.filtrarSector));
    await user.click(await screen.findByRole('option', { name: 'Norte' }));
    await waitFor(() => expect(remote.fake.callsTo('neo', neoEstadisticasEndpoints.desviacionEspacios).at(-1)?.query.get('sector')).toBe('Norte'));
    await user.click(screen.getByLabelText(neo.informes.filtrarSector));
    await user.click(await screen.findByRole('option', { name: 'Sur' }));
    expect((await screen.findByTestId('desviacion-error')).textContent).toBe('Ha ocurrido un error: caída');
    expect(screen.getByTestId('table-empty')).toBeTruthy();
  });

  it("'Desviación por listas de chequeo' has the type tabs and a total row", async () => {
    const remote = createTestRemote({ session: testUser('UsuarioEmpresa', { companyId: COMPANY }) });
    remote.fake.on('neo', neoEstadisticasEndpoints.desviacionListas, ({ query }) => ({
      tipo: query.tipo,
      encabezado: { Empresa: 'Andes', Proyecto: 'Torre 1' },
      items: [fila(oid(1, 'c'), { Nombre: `Lista ${query.tipo}` })],
      total: fila('total', { Desviacion: 25 }),
    }));
    const { user } = renderScreen(<DesviacionListasScreen />, {
      remote,
      path: `${BASE}/${PROJECT}/rechazadas-listas-chequeo`,
      route: `${BASE}/:projectId/rechazadas-listas-chequeo`,
    });
    expect(await screen.findByText('Lista Obra Gruesa')).toBeTruthy();
    expect(screen.getByTestId('fila-total').textContent).toContain('25%');
    await user.click(screen.getByRole('tab', { name: neo.informes.tabs.terminaciones }));
    expect(await screen.findByText('Lista Terminaciones')).toBeTruthy();
  });
});
