import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type PagedColumn, PagedTable } from '../src/screens/PagedTable.tsx';
import { viewportMatchMedia } from '../src/testing.tsx';

interface Row {
  id: string;
  Nombre: string;
  Correo: string;
}
const rows: Row[] = [
  { id: 'a', Nombre: 'Recinto Uno', Correo: 'uno@example.cl' },
  { id: 'b', Nombre: 'Recinto Dos', Correo: 'dos@example.cl' },
];

const stubViewport = (width: number) => vi.stubGlobal('matchMedia', viewportMatchMedia(width));

function Table({ onOpen }: { onOpen: (row: Row) => void }) {
  const columns: PagedColumn<Row>[] = [
    { id: 'nombre', header: 'Nombre', render: (r) => r.Nombre },
    { id: 'correo', header: 'Correo', secondary: true, render: (r) => r.Correo },
    {
      id: 'acciones',
      header: 'Acciones',
      card: 'actions',
      render: (r) => (
        <Button size="small" onClick={() => onOpen(r)}>
          Abrir
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      testId="tabla"
      phoneCards
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      total={2}
      page={0}
      pageSize={10}
      pageSizes={[10]}
      onPageChange={() => {}}
      onPageSizeChange={() => {}}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PagedTable with phoneCards', () => {
  it('at 390 px shows one card per row: its name, every column as label and value, its action button', async () => {
    stubViewport(390);
    const opened: string[] = [];
    const user = userEvent.setup();
    render(<Table onOpen={(r) => opened.push(r.id)} />);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByTestId('row-a');
    expect(within(card).getByTestId('row-card-title').textContent).toBe('Recinto Uno');
    // the column hidden from the phone's table is a line of the card: nothing is lost, nothing scrolls
    expect(within(card).getByTestId('row-card-correo').textContent).toBe('Correouno@example.cl');
    expect(within(screen.getByTestId('tabla')).getAllByRole('button', { name: 'Abrir' })).toHaveLength(2);
    await user.click(within(screen.getByTestId('row-b')).getByRole('button', { name: 'Abrir' }));
    expect(opened).toEqual(['b']);
  });

  it('at 1440 px keeps the table, one row per record', () => {
    stubViewport(1440);
    render(<Table onOpen={() => {}} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Correo', 'Acciones']);
    expect(screen.getByTestId('row-a').tagName).toBe('TR');
    expect(screen.queryByTestId('row-card-title')).toBeNull();
  });
});
