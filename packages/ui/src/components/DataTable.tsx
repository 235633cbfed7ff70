import { ui } from '@insp/messages';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

import { EmptyRow } from './EmptyRow.tsx';
import { Pager } from './Pager.tsx';

export interface Column<T> {
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The server's sort field of this column: its header sorts the table when the table has `onSortChange`. */
  sortKey?: string;
  /** The body cells' style, e.g. `{ whiteSpace: 'nowrap' }` for dates and buttons. */
  sx?: SxProps<Theme>;
}

/** A server-side sort: the column's sortKey and its direction. */
export interface TableSort {
  key: string;
  order: 'asc' | 'desc';
}

/** A table's page of rows and how to move between pages (DataTable and the screens' PagedTable). */
export interface TablePage<T> {
  rows: T[];
  rowKey: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  loading?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export interface DataTableProps<T> extends TablePage<T> {
  columns: Column<T>[];
  /** Rows-per-page options (default PAGE_SIZES); e.g. the users table adds its default 80. */
  pageSizes?: number[];
  /** The current sort; with `onSortChange`, headers of columns with a sortKey sort on click (again: reversed). */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}

/** Shared tables: page sizes 10, 20, 50, 100 with default 10 (spec 000 §9); server paginated. */
export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * Below 900 px a table keeps one line per row and scrolls sideways inside its card (never the
 * page): squeezed into a phone's width, cells would break Ruts and emails at every hyphen.
 */
const compactTable = (theme: Theme) => ({ [theme.breakpoints.down('md')]: { '& th, & td': { whiteSpace: 'nowrap' } } });

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, total, page, pageSize, loading } = props;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        {loading ? <LinearProgress /> : null}
        <Table size="small" sx={compactTable}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const { sort, onSortChange } = props;
                const sortKey = c.sortKey;
                const active = sortKey !== undefined && sort?.key === sortKey;
                return (
                  <TableCell key={c.header} align={c.align ?? 'left'} sx={{ fontWeight: 600 }} sortDirection={active ? sort.order : false}>
                    {sortKey !== undefined && onSortChange ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.order : 'asc'}
                        onClick={() => onSortChange({ key: sortKey, order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
                      >
                        {c.header}
                      </TableSortLabel>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.align ?? 'left'} sx={c.sx}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows.length === 0 ? <EmptyRow colSpan={columns.length}>{ui.emptyList}</EmptyRow> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={props.pageSizes ?? PAGE_SIZES}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </>
  );
}
