import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import type { Column } from './DataTable.tsx';

export interface SimpleTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** data-testid of the table. */
  testId?: string;
  /** data-testid of every body row. */
  rowTestId?: string;
}

/**
 * A short list shown whole (a dialog's or a tab's rows: contacts, webhooks, deliveries): the
 * columns' headers and one row per item, without pages or sorting (those are DataTable's).
 */
export function SimpleTable<T>({ columns, rows, rowKey, testId, rowTestId }: SimpleTableProps<T>) {
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((c, i) => (
            <TableCell key={i} align={c.align}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((c, i) => (
              <TableCell key={i} align={c.align} sx={c.sx}>
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
