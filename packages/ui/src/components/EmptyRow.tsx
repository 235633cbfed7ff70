import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** The body row of a table without rows: one centred cell across every column. */
export function EmptyRow({ colSpan, testId, children }: { colSpan: number; testId?: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} align="center" data-testid={testId}>
        {children}
      </TableCell>
    </TableRow>
  );
}
