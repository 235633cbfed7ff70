import { ui } from '@insp/messages';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

import type { TablePage } from '../components/DataTable.tsx';
import { EmptyRow } from '../components/EmptyRow.tsx';
import { Pager } from '../components/Pager.tsx';
import { RowCard, RowCardList, usePhoneLayout } from './RowCards.tsx';

/** Read by screen readers, not shown. */
// Sizes as strings: in MUI's sx a bare 1 means 100%, which made each hidden header 1440 px wide.
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface PagedColumn<T> {
  /** Unique key of the column (also its data-testid suffix). */
  id: string;
  header: ReactNode;
  /** What a screen reader hears for a column whose visible header is empty (a checkbox, an arrow). */
  srHeader?: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Hidden on phones (390 px): secondary columns give room to the name and the actions. */
  secondary?: boolean;
  width?: number | string;
  /** Kept on one line (dates, states) in a table whose other cells wrap. */
  nowrap?: boolean;
  /**
   * Its part in the row's card on a phone (with `phoneCards`): the card's 'title' (default: the first
   * column), its 'actions' (at the card's foot) or 'hidden'; other columns are 'label: value' lines.
   */
  card?: 'title' | 'actions' | 'hidden';
}

type Paging = Pick<PagedTableProps<unknown>, 'total' | 'page' | 'pageSize' | 'pageSizes' | 'onPageChange' | 'onPageSizeChange'>;

/** The paging props of a table that shows all its `count` rows on one page (no page or size to choose). */
export function singlePage(count: number): Paging {
  const size = Math.max(count, 1);
  return { total: count, page: 0, pageSize: size, pageSizes: [size], onPageChange: () => undefined, onPageSizeChange: () => undefined };
}

export interface PagedTableProps<T> extends TablePage<T> {
  columns: PagedColumn<T>[];
  pageSizes: readonly number[];
  /** Shown in the body when there are no rows (default 'Nada Aun'). */
  empty?: ReactNode;
  /** Per-row styling (deleted rows are highlighted). */
  rowSx?: (row: T) => SxProps<Theme> | undefined;
  /** data-testid of each body row (default `row-<key>`). */
  rowTestId?: (row: T) => string;
  testId?: string;
  /** On phones (below 600 px) one card per row instead of the table (issue 16 §4): nothing scrolls sideways. */
  phoneCards?: boolean;
  /** The card's title (default: the column marked card 'title', else the first column). */
  cardTitle?: (row: T) => ReactNode;
  /** data-testid of the table element itself and of the phone's card list (default: `testId` on the scroller and the list). */
  tableTestId?: string;
  cardsTestId?: string;
  /** data-testid of each body cell (none by default). */
  cellTestId?: (column: PagedColumn<T>) => string;
  /** data-testid of the empty note (default `table-empty`). */
  emptyTestId?: string;
  /** Whether the empty note shows (default: not loading and no rows); e.g. not while the list failed. */
  showEmpty?: boolean;
  /** The table's own styling (a wide table's compact cells). */
  tableSx?: SxProps<Theme>;
  /** The loading bar over the header instead of above it, so a live refresh never moves the rows under the pointer. */
  loadingOverlay?: boolean;
}

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;
const oneLine = { whiteSpace: 'nowrap', overflowWrap: 'normal' } as const;
const overlay = { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 } as const;
/** On phones narrower cell padding, so the name and the row's actions fit the card's width. */
const compactCells = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { '& th, & td': { px: 0.5 } } });

/**
 * A server-paginated table of these screens: like @insp/ui's DataTable, plus per-row highlight,
 * columns hidden on phones and its own page sizes (spec 001 §9). Scrolls sideways inside its card.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, rows, rowKey, loading } = props;
  const phone = usePhoneLayout();
  const showEmpty = props.showEmpty ?? (!loading && rows.length === 0);
  const emptyTestId = props.emptyTestId ?? 'table-empty';
  const progress = loading ? <LinearProgress sx={props.loadingOverlay ? overlay : undefined} /> : null;
  const cellSx = (c: PagedColumn<T>) => (c.secondary ? hideOnPhone : c.nowrap ? oneLine : undefined);
  const pagination = (
    <Pager
      total={props.total}
      page={props.page}
      pageSize={props.pageSize}
      pageSizes={props.pageSizes}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
    />
  );
  if (phone && props.phoneCards) {
    const title = props.cardTitle ? undefined : (columns.find((c) => c.card === 'title') ?? columns[0]);
    const actions = columns.filter((c) => c.card === 'actions');
    const fields = columns.filter((c) => c !== title && c.card === undefined);
    // a row's actions at its card's foot; none when every action column renders nothing for the row (no photo to see)
    const cardActions = (row: T) => {
      const shown = actions.map((c) => ({ id: c.id, node: c.render(row) })).filter((a) => a.node !== null && a.node !== undefined && a.node !== false);
      return shown.length > 0 ? shown.map((a) => <Box key={a.id}>{a.node}</Box>) : undefined;
    };
    const cards = (
      <RowCardList testId={props.cardsTestId ?? props.testId}>
        {rows.map((row) => (
          <RowCard
            key={rowKey(row)}
            testId={props.rowTestId ? props.rowTestId(row) : `row-${rowKey(row)}`}
            sx={props.rowSx?.(row)}
            title={props.cardTitle ? props.cardTitle(row) : title?.render(row)}
            fields={fields.map((c) => ({ id: c.id, label: c.srHeader ?? c.header, value: c.render(row) }))}
            actions={cardActions(row)}
          />
        ))}
        {showEmpty ? (
          <Box sx={{ textAlign: 'center', py: 1 }} data-testid={emptyTestId}>
            {props.empty ?? ui.emptyList}
          </Box>
        ) : null}
      </RowCardList>
    );
    return (
      <>
        {props.loadingOverlay ? (
          <Box sx={{ position: 'relative' }}>
            {progress}
            {cards}
          </Box>
        ) : (
          <>
            {progress}
            {cards}
          </>
        )}
        {pagination}
      </>
    );
  }
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%', ...(props.loadingOverlay ? { position: 'relative' } : {}) }} data-testid={props.testId}>
        {progress}
        <Table size="small" sx={[compactCells, ...(Array.isArray(props.tableSx) ? props.tableSx : [props.tableSx])]} data-testid={props.tableTestId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.id} align={c.align ?? 'left'} sx={{ fontWeight: 600, width: c.width, ...(c.secondary ? hideOnPhone : {}) }}>
                  {c.header}
                  {c.srHeader ? (
                    <Box component="span" sx={srOnly}>
                      {c.srHeader}
                    </Box>
                  ) : null}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover data-testid={props.rowTestId ? props.rowTestId(row) : `row-${rowKey(row)}`} sx={props.rowSx?.(row)}>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align ?? 'left'} sx={cellSx(c)} data-testid={props.cellTestId?.(c)}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {showEmpty ? (
              <EmptyRow colSpan={columns.length} testId={emptyTestId}>
                {props.empty ?? ui.emptyList}
              </EmptyRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </>
  );
}
