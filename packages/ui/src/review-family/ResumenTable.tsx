import { type PagedColumn, PagedTable } from '@insp/ui/screens';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The state of the summary query the table shows (a react-query result as it is). */
export interface ResumenPage<R> {
  data?: { items: R[]; total: number } | undefined;
  isFetching: boolean;
  isPending: boolean;
  error: Error | null;
}

export interface ResumenTableProps<R extends { id: string }> {
  /** The table's and the phone cards' testids: `<testIdPrefix>-table`, `<testIdPrefix>-cards`. */
  testIdPrefix: string;
  /** The row's revision and listado: the first two columns, and a phone card's title ('revisión / listado'). */
  revision: (row: R) => string;
  listado: (row: R) => string;
  headers: { revision: ReactNode; listado: ReactNode };
  /** The columns after Revisión and Listado. */
  columns: PagedColumn<R>[];
  summary: ResumenPage<R>;
  tableSx: SxProps<Theme>;
  /** The empty text: with filters in force, or without. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * The project-wide summary table of a review module (the revision observations, the checklist answers;
 * spec 001 §2): one fixed page size, the page kept within the total, the rows' and cells' testids
 * 'resumen-row' / 'resumen-<column>', 'resumen-vacio' when nothing matches, one card per row on a phone.
 */
export function ResumenTable<R extends { id: string }>(props: ResumenTableProps<R>) {
  const { testIdPrefix, revision, listado, headers, summary, tableSx, empty, page, pageSize, onPageChange } = props;
  const rows = summary.data?.items ?? [];
  const columns: PagedColumn<R>[] = [
    { id: 'revision', header: headers.revision, render: revision, card: 'hidden' },
    { id: 'listado', header: headers.listado, render: listado, card: 'hidden' },
    ...props.columns,
  ];
  return (
    <PagedTable
      phoneCards
      tableTestId={`${testIdPrefix}-table`}
      cardsTestId={`${testIdPrefix}-cards`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId={() => 'resumen-row'}
      cellTestId={(c) => `resumen-${c.id}`}
      cardTitle={(row) => `${revision(row)} / ${listado(row)}`}
      tableSx={tableSx}
      loading={summary.isFetching}
      loadingOverlay
      showEmpty={!summary.isPending && !summary.error && rows.length === 0}
      emptyTestId="resumen-vacio"
      empty={empty}
      total={summary.data?.total ?? 0}
      page={summary.data ? Math.min(page, Math.max(0, Math.ceil(summary.data.total / pageSize) - 1)) : 0}
      pageSize={pageSize}
      pageSizes={[pageSize]}
      onPageChange={onPageChange}
      onPageSizeChange={() => undefined}
    />
  );
}

/** A summary's comment column: wrapped, not cut (the whole comment reads in the row, the column stays narrow). */
export function comentarioColumn<R>(header: ReactNode, comentario: (row: R) => ReactNode): PagedColumn<R> {
  return {
    id: 'comentario',
    header,
    render: (row) => (
      <Box component="span" sx={{ display: 'block', minWidth: 120, maxWidth: 220, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {comentario(row)}
      </Box>
    ),
  };
}
