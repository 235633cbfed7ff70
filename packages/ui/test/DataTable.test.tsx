import { ui } from '@insp/messages';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { type Column, DataTable } from '../src/components/DataTable.tsx';
import { SimpleTable } from '../src/components/SimpleTable.tsx';

interface Row {
  id: string;
  Nombre: string;
}
const all: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}`, Nombre: `Fila ${i + 1}` }));
const columns: Column<Row>[] = [{ header: 'Nombre', render: (r) => r.Nombre }];

/** A server-paginated table over `rows`, as the screens wire it. */
function Paged({ rows }: { rows: Row[] }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  return (
    <DataTable
      columns={columns}
      rows={rows.slice(page * pageSize, page * pageSize + pageSize)}
      rowKey={(r) => r.id}
      total={rows.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('DataTable', () => {
  it('pages forward and back with the Spanish range label', async () => {
    const user = userEvent.setup();
    render(<Paged rows={all} />);
    expect(bodyRows().map((r) => r.textContent)).toEqual(all.slice(0, 10).map((r) => r.Nombre));
    expect(screen.getByText(ui.displayedRows(1, 10, 25))).toBeTruthy();
    const previous = screen.getByRole('button', { name: /anterior|previous/i });
    expect(previous.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Fila 21', 'Fila 22', 'Fila 23', 'Fila 24', 'Fila 25']);
    expect(screen.getByText(ui.displayedRows(21, 25, 25))).toBeTruthy();
    expect(screen.getByRole('button', { name: /siguiente|next/i }).hasAttribute('disabled')).toBe(true);
  });

  it('a new page size goes back to the first page', async () => {
    const user = userEvent.setup();
    render(<Paged rows={all} />);
    await user.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(ui.rowsPerPage) }), '20');
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]?.textContent).toBe('Fila 1');
    expect(screen.getByText(ui.rowsPerPage)).toBeTruthy();
  });

  it('says the list is empty once loaded, not while loading', () => {
    const props = { columns, rows: [] as Row[], rowKey: (r: Row) => r.id, total: 0, page: 0, pageSize: 10, onPageChange: () => {}, onPageSizeChange: () => {} };
    const { rerender } = render(<DataTable {...props} loading />);
    expect(screen.queryByText(ui.emptyList)).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    rerender(<DataTable {...props} />);
    expect(screen.getByText(ui.emptyList)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('SimpleTable', () => {
  it('shows every row under the headers, without a pager', () => {
    render(<SimpleTable columns={columns} rows={all.slice(0, 12)} rowKey={(r) => r.id} testId="lista" rowTestId="fila" />);
    expect(within(screen.getByTestId('lista')).getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
    expect(screen.getAllByTestId('fila').map((row) => row.textContent)).toEqual(all.slice(0, 12).map((r) => r.Nombre));
    expect(screen.queryByText(ui.rowsPerPage)).toBeNull();
  });
});
