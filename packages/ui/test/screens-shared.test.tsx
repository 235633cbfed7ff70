import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { zodValidate } from '../src/forms.ts';
import { FechaDialog } from '../src/screens/FechaDialog.tsx';
import { NombreDialog } from '../src/screens/NombreDialog.tsx';
import { PdfListadosDialog, type PdfListadosLabels } from '../src/screens/PdfListadosDialog.tsx';
import { type ProjectRow, type ProjectsDialog, type ProjectsQuery, ProjectsTable, type ProjectsTableLabels } from '../src/screens/ProjectsTable.tsx';
import { ResponsableDialog, ResponsablesDialog } from '../src/screens/ResponsableDialogs.tsx';
import { renderScreen } from '../src/testing.tsx';

const usuarios = {
  items: [
    { id: 'u1', NombreCompleto: 'Ana Pérez', Cargo: 'Jefa' },
    { id: 'u2', NombreCompleto: 'Luis Soto', Cargo: '' },
  ],
  loading: false,
  error: null,
};
const dialogLabels = { title: 'Elegir', help: 'Ayuda', cancelar: 'Cancelar', guardar: 'Guardar' };

describe('ResponsableDialog / ResponsablesDialog', () => {
  it('saves only once a user is chosen, labelled with the position', async () => {
    const saved: string[] = [];
    const { user } = renderScreen(
      <ResponsableDialog usuarios={usuarios} labels={dialogLabels} initial="" saving={false} onSave={(id) => saved.push(id)} onClose={() => {}} />,
    );
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    expect(guardar.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Ana Pérez (Jefa)' }));
    await user.click(guardar);
    expect(saved).toEqual(['u1']);
  });

  it('drops ids of users no longer offered', async () => {
    const saved: string[][] = [];
    const { user } = renderScreen(
      <ResponsablesDialog
        usuarios={usuarios}
        labels={dialogLabels}
        initial={['gone', 'u2']}
        saving={false}
        onSave={(ids) => saved.push(ids)}
        onClose={() => {}}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Ana Pérez (Jefa)' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(saved).toEqual([['u2', 'u1']]);
  });
});

describe('FechaDialog', () => {
  it("shows 'Agregar' only once a date is chosen and saves it", async () => {
    const saved: string[] = [];
    const { user } = renderScreen(
      <FechaDialog
        initial=""
        labels={{ title: 'Fecha real', fecha: 'Fecha', cancelar: 'Cancelar', agregar: 'Agregar' }}
        saving={false}
        onSave={(f) => saved.push(f)}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByTestId('fecha-agregar')).toBeNull();
    await user.type(screen.getByTestId('fecha-input'), '2025-03-05');
    await user.click(screen.getByTestId('fecha-agregar'));
    expect(saved).toEqual(['2025-03-05']);
  });
});

describe('NombreDialog', () => {
  const Body = z.object({ Nombre: z.string().trim().min(1, 'Nombre requerido') });
  const render = (save: (v: { Nombre: string }) => Promise<string>) =>
    renderScreen(
      <NombreDialog<{ Nombre: string }>
        testId="x-dialog"
        title="Nuevo"
        nameLabel="Nombre"
        initialValues={{ Nombre: '' }}
        validate={zodValidate(Body)}
        save={save}
        isNameError={(m) => m === 'Existe'}
        onClose={() => {}}
      />,
    );

  it('puts the duplicate-name refusal under the field and others above the form, notifying both', async () => {
    let answer = 'Existe';
    const { user, remote } = render(() => Promise.reject(new Error(answer)));
    await user.type(screen.getByTestId('field-Nombre').querySelector('input') ?? screen.getByRole('textbox'), 'Torre');
    await user.click(screen.getByRole('button', { name: /guardar/i }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'error', message: 'Existe' }]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByTestId('x-dialog')).getAllByText('Existe').length).toBeGreaterThan(0);
    answer = 'Otro error';
    await user.type(screen.getByRole('textbox'), ' B');
    await user.click(screen.getByRole('button', { name: /guardar/i }));
    expect((await screen.findByRole('alert')).textContent).toBe('Otro error');
  });

  it('notifies the success text the save answers', async () => {
    const { user, remote } = render(() => Promise.resolve('Agregado'));
    await user.type(screen.getByRole('textbox'), 'Torre');
    await user.click(screen.getByRole('button', { name: /guardar/i }));
    await waitFor(() => expect(remote.notifications).toEqual([{ kind: 'success', message: 'Agregado' }]));
  });
});

describe('PdfListadosDialog', () => {
  const labels: PdfListadosLabels = {
    titulo: 'Generar PDF',
    revisiones: 'Revisiones',
    listados: 'Listados',
    sinRevisiones: 'Sin revisiones',
    sinListados: 'Sin listados',
    eligeRevision: 'Elige',
    maximo: (max) => `Hasta ${max}`,
    elegidos: (n, max) => `${n} de ${max}`,
    generar: 'Generar',
    cerrar: 'Cerrar',
  };
  const useRevisions = () => ({ items: [{ id: 'r1', Nombre: 'Revisión A' }], pending: false, error: null });
  const useLists = () => ({
    items: [
      { id: 'l1', Nombre: 'Listado 1', Estado: 'Activo' },
      { id: 'l2', Nombre: 'Listado 2', Estado: 'Activo' },
      { id: 'l3', Nombre: 'Listado 3', Estado: 'Eliminado' },
    ],
    pending: false,
    error: null,
  });

  it('offers active lists of pre-chosen pairs at once, caps the choice, and a revision taken out takes its lists', async () => {
    const { user } = renderScreen(
      <PdfListadosDialog
        service="revisiones"
        companyId="c"
        project={{ id: 'p', NombreProyecto: 'Torre' }}
        initial={[{ revisionId: 'r1', listadoId: 'l1' }]}
        reportKind="pdf-proyecto"
        maxPairs={1}
        useRevisions={useRevisions}
        useLists={useLists}
        labels={labels}
        onClose={() => {}}
      />,
    );
    const lists = await screen.findByTestId('pdf-listados-r1');
    expect(within(lists).queryByRole('checkbox', { name: 'Listado 3' })).toBeNull();
    expect(screen.getByTestId('pdf-elegidos').textContent).toBe('Hasta 1');
    expect(within(lists).getByRole('checkbox', { name: 'Listado 2' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Revisión A' }));
    expect(screen.getByTestId('pdf-elegidos').textContent).toBe('0 de 1');
    expect(screen.getByTestId('pdf-generar').hasAttribute('disabled')).toBe(true);
  });
});

describe('ProjectsTable', () => {
  const labels: ProjectsTableLabels = {
    proyectos: {
      title: 'Proyectos',
      nuevo: 'Nuevo Proyecto',
      mostrarEliminados: 'Mostrar Eliminados',
      columns: { nombre: 'Nombre', carpetas: 'Carpetas', responsable: 'Responsable', cargo: 'Cargo' },
      actions: {
        restaurar: 'Restaurar',
        editar: 'Editar',
        eliminar: 'Eliminar',
        encargados: 'Encargados',
        estadisticas: 'Estadísticas',
        observaciones: 'Observaciones',
        revisiones: 'Revisiones',
      },
      dialogs: { generarPdf: 'Generar PDF', confirmarEliminar: (n) => `¿Eliminar ${n}?` },
      diasRestantes: (d) => `${d} días`,
    },
    pantalla: {
      fechaCreacion: 'Fecha',
      accionesDe: (n) => `Acciones de ${n}`,
      seleccionar: (n) => `Seleccionar ${n}`,
      verRevisiones: (n) => `Ver revisiones de ${n}`,
    },
    comunes: { elegir: 'Elegir', acciones: 'Acciones' },
  };
  const row = (id: string, Estado = 'Activo'): ProjectRow => ({
    id,
    NombreProyecto: `P ${id}`,
    Carpetas: 1,
    Responsable: null,
    FechaCreacion: 'x',
    Estado,
    AlertaEliminacion: false,
    DiasRestantes: Estado === 'Activo' ? null : 3,
  });

  function Harness({ manager, queries, deleted, opened }: { manager: boolean; queries: ProjectsQuery[]; deleted: string[]; opened: string[] }) {
    const useProjects = (q: ProjectsQuery) => {
      queries.push(q);
      return { rows: q.deleted ? [row('a'), row('z', 'Eliminado')] : [row('a'), row('b')], total: 30, loading: false, error: null, canCreate: true };
    };
    return (
      <ProjectsTable<ProjectRow>
        testId="screen"
        labels={labels}
        manager={manager}
        companyUser={!manager}
        defaultPageSize={10}
        pageSizes={[10, 20]}
        useProjects={useProjects}
        formatDate={() => 'fecha'}
        report={{ label: 'Informe', running: false, start: () => {} }}
        restoring={false}
        onRestore={() => {}}
        onDelete={(p) => deleted.push(p.id)}
        onStatistics={() => {}}
        onObservations={() => {}}
        onRevisions={() => {}}
        renderDialog={(d: ProjectsDialog<ProjectRow>) => {
          opened.push(d.kind === 'create' ? 'create' : `${d.kind}:${d.project.id}`);
          return null;
        }}
      />
    );
  }

  it('enables the toolbar PDF for exactly one selected project, clears the selection on a page change, and asks for deleted rows from page 0', async () => {
    const queries: ProjectsQuery[] = [];
    const opened: string[] = [];
    const { user } = renderScreen(<Harness manager queries={queries} deleted={[]} opened={opened} />);
    const pdf = screen.getByTestId('toolbar-generar-pdf');
    expect(pdf.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar P a' }));
    expect(pdf.hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar P b' }));
    expect(pdf.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar P b' }));
    await user.click(pdf);
    expect(opened).toEqual(['pdf:a']);
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    expect(queries.at(-1)).toEqual({ page: 1, pageSize: 10, deleted: false });
    expect((screen.getByRole('checkbox', { name: 'Seleccionar P a' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Mostrar Eliminados' }));
    expect(queries.at(-1)).toEqual({ page: 0, pageSize: 10, deleted: true });
    expect(screen.getByTestId('dias-restantes').textContent).toBe('3 días');
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar P z' })).toBeNull();
  });

  it('deletes after the confirmation; a company user has no selection and read-only actions', async () => {
    const deleted: string[] = [];
    const first = renderScreen(<Harness manager queries={[]} deleted={deleted} opened={[]} />);
    await first.user.click(screen.getByTestId('acciones-a'));
    await first.user.click(await screen.findByTestId('menu-Eliminar'));
    await first.user.click(await screen.findByRole('button', { name: /aceptar/i }));
    expect(deleted).toEqual(['a']);
    first.unmount();

    const { user } = renderScreen(<Harness manager={false} queries={[]} deleted={[]} opened={[]} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('nuevo-proyecto')).toBeNull();
    await user.click(screen.getByTestId('acciones-a'));
    expect((await screen.findByTestId('menu-Editar')).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('menu-Estadísticas').getAttribute('aria-disabled')).toBeNull();
  });
});
