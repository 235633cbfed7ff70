import { proyectosEndpoints, uploadFile } from '@insp/contracts';
import { ApiError } from '@insp/mf-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { zodValidate } from '../src/forms.ts';
import { barMax, porcentaje, porcentajes } from '../src/screens/chart-data.ts';
import { calendarDate, dateOnly, dateTime, inputDate } from '../src/screens/format.ts';
import { NombreResponsableDialog } from '../src/screens/NombreResponsableDialog.tsx';
import { PagedTable } from '../src/screens/PagedTable.tsx';
import { pageRows, usePaging } from '../src/screens/paging.ts';
import { PhotoPicker, PhotoTile, type UploadedPhoto, usePhotoUpload } from '../src/screens/photos.tsx';
import { ProjectResponsablesDialog, type ProjectResponsablesLabels } from '../src/screens/ProjectResponsablesDialog.tsx';
import { projectsPage } from '../src/screens/projects-page.ts';
import { type RevisionRow, RevisionsCard, type RevisionsCardLabels } from '../src/screens/RevisionsCard.tsx';
import {
  STATISTICS_RETRIES,
  type StatisticsData,
  type StatisticsLabels,
  statisticsLevel,
  statisticsQuery,
  statisticsRetry,
} from '../src/screens/statistics.ts';
import { StatisticsCard } from '../src/screens/StatisticsCard.tsx';
import { createTestRemote, renderScreen, type TestRemote } from '../src/testing.tsx';

const A = 'a'.repeat(24);
const P = 'b'.repeat(24);

describe('format', () => {
  it('writes dates as dd/MM/yyyy HH:mm:ss on the company clock and keeps calendar dates as they are', () => {
    expect(dateTime('2025-03-05T15:04:05Z')).toBe('05/03/2025 12:04:05');
    expect(dateOnly('2025-03-05T15:04:05Z')).toBe('05/03/2025');
    expect(inputDate('2025-03-05')).toBe('2025-03-05');
    expect(calendarDate('2025-03-05')).toBe('05/03/2025');
    expect(dateTime(null)).toBe('');
    expect(dateTime('no es fecha')).toBe('');
  });
});

describe('chart data and statistics helpers', () => {
  it('leaves 15% above the longest bar and writes shares with a decimal comma', () => {
    expect(barMax([2, 10])).toBeCloseTo(11.5);
    expect(barMax([0])).toBeUndefined();
    expect(porcentaje(1, 3)).toBe('33,3');
    expect(
      porcentajes([
        { nombre: 'A', total: 1 },
        { nombre: 'B', total: 3 },
      ]).map((p) => p.pct),
    ).toEqual(['25', '75']);
  });

  it('reads the level from the route and asks for a listado only under its revision', () => {
    expect(statisticsLevel(undefined, undefined)).toBe('proyecto');
    expect(statisticsLevel('r', undefined)).toBe('revision');
    expect(statisticsLevel('r', 'l')).toBe('listado');
    expect(statisticsQuery(undefined, 'l')).toEqual({});
    expect(statisticsQuery('r', 'l')).toEqual({ revisionId: 'r', listadoId: 'l' });
  });

  it('retries network and service failures up to the limit, never a refusal', () => {
    expect(statisticsRetry.retry(0, new ApiError(503, 'x'))).toBe(true);
    expect(statisticsRetry.retry(STATISTICS_RETRIES, new ApiError(503, 'x'))).toBe(false);
    expect(statisticsRetry.retry(0, new ApiError(404, 'x'))).toBe(false);
    expect(statisticsRetry.retry(0, new TypeError('red'))).toBe(true);
  });
});

const statsLabels: StatisticsLabels = {
  title: 'Estadísticas',
  cargando: 'Cargando…',
  sinDatos: { proyecto: 'Sin datos del proyecto', revision: 'Sin datos de la revisión', listado: 'Sin datos del listado' },
  total: 'Total',
  resueltas: 'Resueltas',
  pendientes: 'Pendientes',
  porcentaje: (nombre, pct) => `${nombre}: ${pct}%`,
  distribucion: 'Distribución',
  porSubcontrato: 'Por subcontrato',
  porListado: 'Por listado',
};
const data: StatisticsData = {
  nivel: 'proyecto',
  total: 4,
  resueltas: 1,
  pendientes: 3,
  porSubcontrato: [
    { nombre: 'Eléctrico', total: 3, resueltas: 1, pendientes: 2 },
    { nombre: 'Pintura', total: 1, resueltas: 0, pendientes: 1 },
  ],
  porListado: [],
};
const card = { title: 'Estadísticas', testId: 'stats', labels: statsLabels, pendientesTestId: 'estadistica-pendientes' };

describe('StatisticsCard', () => {
  it('shows the figures and the percentages of each subcontract', async () => {
    renderScreen(<StatisticsCard {...card} nivel="proyecto" stats={{ data, isPending: false, error: null }} />);
    expect(screen.getByTestId('estadisticas-estado').dataset.state).toBe('ok');
    expect(screen.getByTestId('estadistica-total').textContent).toBe('4');
    expect(screen.getByTestId('estadistica-pendientes').textContent).toBe('3');
    await screen.findByTestId('grafico-subcontrato');
    expect(screen.getByTestId('porcentajes-subcontrato').textContent).toContain('Eléctrico: 75% (3)');
  });

  it('says the level has no data, or why the load was refused', () => {
    const { rerender } = renderScreen(<StatisticsCard {...card} nivel="revision" stats={{ data: { ...data, total: 0 }, isPending: false, error: null }} />);
    expect(screen.getByTestId('estadisticas-sin-datos').textContent).toBe('Sin datos de la revisión');
    rerender(<StatisticsCard {...card} nivel="revision" stats={{ data: undefined, isPending: false, error: new ApiError(403, 'No autorizado') }} />);
    expect(screen.getByTestId('estadisticas-sin-datos').textContent).toBe('No autorizado');
    rerender(<StatisticsCard {...card} nivel="listado" />);
    expect(screen.getByTestId('estadisticas-sin-datos').textContent).toBe('Sin datos del listado');
    expect(screen.queryByTestId('estadisticas-estado')).toBeNull();
  });

  it('shows the loading text while the load (and its retries) runs', () => {
    renderScreen(<StatisticsCard {...card} nivel="proyecto" stats={{ data: undefined, isPending: true, error: null }} />);
    expect(screen.getByTestId('estadisticas-estado').dataset.state).toBe('loading');
    expect(screen.getByText('Cargando…')).toBeTruthy();
  });
});

function Paged({ onPage }: { onPage: (page: number, size: number) => void }) {
  const paging = usePaging(5);
  onPage(paging.page, paging.pageSize);
  const items = Array.from({ length: paging.pageSize }, (_, i) => ({ id: `${paging.page}-${i}` }));
  return (
    <PagedTable
      columns={[{ id: 'id', header: 'Id', render: (r) => r.id }]}
      rowKey={(r) => r.id}
      pageSizes={[5, 10]}
      {...pageRows({ data: { items, total: 30 }, isFetching: false })}
      {...paging.pager}
    />
  );
}

describe('usePaging / pageRows', () => {
  it('moves through pages and starts again at the first page on a new page size', async () => {
    const seen: Array<[number, number]> = [];
    const { user } = renderScreen(<Paged onPage={(page, size) => seen.push([page, size])} />);
    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(seen.at(-1)).toEqual([1, 5]);
    await user.selectOptions(screen.getByRole('combobox', { name: /Filas por página/ }), '10');
    expect(seen.at(-1)).toEqual([0, 10]);
    expect(screen.getAllByTestId(/^row-/)).toHaveLength(10);
  });
});

describe('projectsPage', () => {
  const row = {
    id: P,
    NombreProyecto: 'Torre',
    Carpetas: 0,
    Responsable: null,
    FechaCreacion: '',
    Estado: 'Activo',
    AlertaEliminacion: false,
    DiasRestantes: null,
  };
  it('allows creating only once the quota is known and below its limit', () => {
    const page = (cupo: { used: number; limit: number } | null) =>
      projectsPage({ data: { items: [row], total: 1, cupo }, isFetching: false, error: null }, (c) => (c ? `${c.used}/${c.limit}` : null));
    expect(page({ used: 1, limit: 2 })).toMatchObject({ rows: [row], total: 1, canCreate: true, header: '1/2', error: null });
    expect(page({ used: 2, limit: 2 }).canCreate).toBe(false);
    expect(page(null).canCreate).toBe(false);
    expect(projectsPage({ data: undefined, isFetching: true, error: { message: 'Caído' } }, () => null)).toMatchObject({
      rows: [],
      total: 0,
      loading: true,
      error: 'Caído',
      canCreate: false,
    });
  });
});

const revLabels: RevisionsCardLabels = {
  revisiones: {
    title: 'Revisiones',
    nueva: 'Nueva Revisión',
    columns: { nombre: 'Nombre', listados: 'Listados', cargo: 'Cargo', acciones: 'Acciones' },
    actions: { editar: 'Editar', eliminar: 'Eliminar', estadisticas: 'Estadísticas', listados: 'Listados' },
    confirmarEliminar: (nombre) => `¿Eliminar ${nombre}?`,
  },
  encargado: 'Encargado',
  fechaCreacion: 'Fecha de creación',
};
const revision: RevisionRow & { extra: string } = {
  id: 'r1',
  Nombre: 'Revisión 1',
  Carpetas: 2,
  Responsable: { NombreCompleto: 'Ana', Cargo: 'Jefa' },
  FechaCreacion: '2025-01-01',
  extra: '1 de 3',
};

function Revisions(props: { companyUser: boolean; deleted: string[]; listados: string[] }) {
  const paging = usePaging(5);
  return (
    <RevisionsCard
      testId="revisiones"
      labels={revLabels}
      manager={!props.companyUser}
      companyUser={props.companyUser}
      project={{ data: { NombreProyecto: 'Torre' }, error: null }}
      list={{ data: { items: [revision], total: 1 }, isFetching: false, error: null }}
      paging={paging}
      pageSizes={[5, 10]}
      extraColumns={[{ id: 'extra', header: 'Observaciones', render: (r) => r.extra }]}
      formatDate={(iso) => `fecha ${iso}`}
      onStatistics={() => {}}
      onListados={(r) => props.listados.push(r.id)}
      onDelete={(r) => props.deleted.push(r.id)}
      renderDialog={(open) => <div data-testid="dialogo">{open.kind === 'edit' ? open.revision.Nombre : 'nueva'}</div>}
    />
  );
}

describe('RevisionsCard', () => {
  it('lists the row with the extra column, opens the listados and deletes after the confirmation', async () => {
    const deleted: string[] = [];
    const listados: string[] = [];
    const { user } = renderScreen(<Revisions companyUser={false} deleted={deleted} listados={listados} />);
    const row = screen.getByTestId('row-r1');
    expect(row.textContent).toContain('1 de 3');
    expect(row.textContent).toContain('fecha 2025-01-01');
    expect(screen.getByTestId('project-name').textContent).toBe('Torre');
    await user.click(screen.getByTestId('listados-r1'));
    expect(listados).toEqual(['r1']);
    await user.click(screen.getByTestId('nueva-revision'));
    expect(screen.getByTestId('dialogo').textContent).toBe('nueva');
  });

  it('confirms before deleting', async () => {
    const deleted: string[] = [];
    const { user } = renderScreen(<Revisions companyUser={false} deleted={deleted} listados={[]} />);
    await user.click(screen.getByTestId('acciones-r1'));
    await user.click(await screen.findByTestId('menu-Eliminar'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¿Eliminar Revisión 1?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /eliminar|aceptar|confirmar|sí/i }));
    await waitFor(() => expect(deleted).toEqual(['r1']));
  });

  it('gives company users no create and disabled writes', async () => {
    const { user } = renderScreen(<Revisions companyUser deleted={[]} listados={[]} />);
    expect(screen.queryByTestId('nueva-revision')).toBeNull();
    await user.click(screen.getByTestId('acciones-r1'));
    expect((await screen.findByTestId('menu-Editar')).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('menu-Estadísticas').getAttribute('aria-disabled')).toBeNull();
  });
});

describe('NombreResponsableDialog', () => {
  const labels = {
    nuevo: 'Nuevo Listado',
    editar: 'Editar Listado',
    nombre: 'Nombre',
    nombreDuplicado: 'Existe listado con ese nombre',
    agregado: 'Listado agregado',
    actualizado: 'Listado actualizado',
  };
  const validate = zodValidate(z.object({ Nombre: z.string().trim().min(1, 'Nombre requerido') }));

  it('creates with an empty responsible and notifies the success text', async () => {
    const created: unknown[] = [];
    const { user, remote } = renderScreen(
      <NombreResponsableDialog
        testId="listado-dialog"
        labels={labels}
        item={null}
        validate={validate}
        create={async (body) => created.push(body)}
        update={async () => {}}
        onClose={() => {}}
      >
        {null}
      </NombreResponsableDialog>,
    );
    expect(screen.getByText('Nuevo Listado')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), 'Piso 1');
    await user.click(screen.getByRole('button', { name: /guardar/i }));
    await waitFor(() => expect(created).toEqual([{ Nombre: 'Piso 1', ResponsableId: '' }]));
    expect(remote.notifications).toEqual([{ kind: 'success', message: 'Listado agregado' }]);
  });

  it('updates the item it edits and puts the duplicate name under the field', async () => {
    const { user, remote } = renderScreen(
      <NombreResponsableDialog
        testId="listado-dialog"
        labels={labels}
        item={{ id: 'l1', Nombre: 'Piso 1', Responsable: { id: 'u1' } }}
        validate={validate}
        create={async () => {}}
        update={(id, body) =>
          Promise.reject(new ApiError(409, `${labels.nombreDuplicado}`)).finally(() =>
            expect([id, body]).toEqual(['l1', { Nombre: 'Piso 1', ResponsableId: 'u1' }]),
          )
        }
        onClose={() => {}}
      >
        {null}
      </NombreResponsableDialog>,
    );
    expect(screen.getByText('Editar Listado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /guardar/i }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: labels.nombreDuplicado }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProjectResponsablesDialog', () => {
  const labels: ProjectResponsablesLabels = {
    proyectos: {
      dialogs: { elegirResponsable: 'Elige al responsable', asignarResponsables: 'Asignar responsables' },
      success: { actualizado: 'Proyecto actualizado' },
    },
    pantalla: { proyectos: { sinUsuarios: 'Sin usuarios', asignarAyuda: 'Ayuda' }, comunes: { cancelar: 'Cancelar', guardar: 'Guardar' } },
  };
  const usuarios = { items: [{ id: A, NombreCompleto: 'Ana Pérez', Cargo: 'Jefa' }], loading: false, error: null };
  const proyecto = {
    id: P,
    NombreProyecto: 'Torre',
    Carpetas: 0,
    Responsable: null,
    Responsables: [],
    FechaCreacion: '2025-01-01T00:00:00Z',
    DiasPorVencer: 0,
    DiasVencidos: 0,
    Estado: 'Activo' as const,
    FechaEliminacion: null,
    EliminadoPor: null,
    AlertaEliminacion: false,
    DiasEliminacion: null,
    DiasRestantes: null,
  };

  /** The dialog of revisiones' project P (no Responsable, `responsables` as its Responsables) with Ana Pérez offered. */
  const renderDialog = (remote: TestRemote, kind: 'responsable' | 'responsables', responsables: string[], onClose: () => void) =>
    renderScreen(
      <ProjectResponsablesDialog
        kind={kind}
        service="revisiones"
        endpoints={proyectosEndpoints}
        companyId={A}
        project={{ id: P, Responsable: null, Responsables: responsables }}
        usuarios={usuarios}
        labels={labels}
        onClose={onClose}
      />,
      { remote },
    );

  it('saves the chosen responsible through the module endpoint and notifies', async () => {
    const remote = createTestRemote();
    let closed = false;
    const bodies = remote.fake.keepBodies('revisiones', proyectosEndpoints.setResponsable, () => proyecto);
    const { user } = renderDialog(remote, 'responsable', [], () => (closed = true));
    await user.click(screen.getByRole('radio', { name: 'Ana Pérez (Jefa)' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(bodies).toEqual([{ userId: A }]);
    expect(remote.notifications).toEqual([{ kind: 'success', message: 'Proyecto actualizado' }]);
  });

  it("notifies the service's refusal of the responsibles", async () => {
    const remote = createTestRemote();
    remote.fake.on('revisiones', proyectosEndpoints.setResponsables, () => {
      throw new ApiError(403, 'No autorizado');
    });
    const { user } = renderDialog(remote, 'responsables', [A], () => {});
    expect(screen.getByText('Asignar responsables')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: 'No autorizado' }]));
    expect(remote.fake.callsTo('revisiones', proyectosEndpoints.setResponsables)[0]?.body).toEqual({ Responsables: [A] });
  });
});

function Upload({ file, done }: { file: File; done: (answer: UploadedPhoto) => void }) {
  const upload = usePhotoUpload('revisiones', A);
  return (
    <button type="button" onClick={() => void upload(file).then(done)}>
      subir
    </button>
  );
}

describe('photos', () => {
  it('uploads a photo to the module service and answers its id, or the Spanish refusal', async () => {
    const remote = createTestRemote();
    remote.fake.onPath('POST', `/api/revisiones/companies/${A}/files`, () => ({
      id: 'c'.repeat(24),
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      size: 3,
      createdAt: '2025-01-01T00:00:00Z',
    }));
    const answers: UploadedPhoto[] = [];
    const { user } = renderScreen(<Upload file={new File(['abc'], 'a.jpg', { type: 'image/jpeg' })} done={(a) => answers.push(a)} />, { remote });
    await user.click(screen.getByRole('button', { name: 'subir' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers).toEqual([{ fileId: 'c'.repeat(24), error: null }]);
    expect(remote.fake.callsTo('revisiones', uploadFile)).toHaveLength(1);
  });

  it('shows the upload state of a tile and hands the chosen file over', async () => {
    const files: File[] = [];
    const removed: string[] = [];
    const { user } = renderScreen(
      <>
        <PhotoTile
          preview="blob:x"
          state="error"
          error="Muy grande"
          alt="Foto 1"
          width={150}
          height={120}
          labels={{ quitarFoto: 'Quitar foto', subiendo: 'Subiendo', subida: 'Subida' }}
          onRemove={() => removed.push('x')}
        />
        <PhotoPicker label="Agregar foto" onFile={(f) => files.push(f)} />
      </>,
    );
    expect(screen.getByTestId('captura-foto').dataset.state).toBe('error');
    expect(screen.getByTestId('captura-foto-error').textContent).toBe('Muy grande');
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(removed).toEqual(['x']);
    await user.upload(screen.getByTestId('captura-foto-input'), new File(['x'], 'b.jpg', { type: 'image/jpeg' }));
    expect(files.map((f) => f.name)).toEqual(['b.jpg']);
  });
});
