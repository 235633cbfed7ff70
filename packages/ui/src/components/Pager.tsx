import { ui } from '@insp/messages';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';

import { icon } from '../icon.tsx';

const PreviousIcon = icon('M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z');
const NextIcon = icon('M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z');

export interface PagerProps {
  total: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** Rows-per-page options; one option (or none) shows no choice. */
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const bar = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  columnGap: { xs: 0.5, sm: 1 },
  minHeight: 52,
  px: 2,
  typography: 'body2',
  [theme.breakpoints.down('sm')]: { pl: 0, pr: 1 },
});

// The browser's own select: on a phone it opens the system's picker (issue 16 §4: a 44 px target there).
const select = (theme: Theme) => ({
  font: 'inherit',
  color: 'inherit',
  bgcolor: 'transparent',
  border: 0,
  borderRadius: 1,
  py: 0.5,
  px: 0.5,
  mr: 2,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& option': { color: theme.palette.text.primary, bgcolor: theme.palette.background.paper },
  [theme.breakpoints.down('sm')]: { minHeight: 44, minWidth: 44, mr: 0 },
});

/**
 * A server-paginated table's pager: 'Filas por página' (a native select), 'desde-hasta de total' and
 * the previous and next page buttons, as MUI's TablePagination shows them, without its menu-based
 * select (MUI's Select, Menu and Popover are not part of a list's first screen: issue 19 §5).
 */
export function Pager({ total, page, pageSize, pageSizes, onPageChange, onPageSizeChange }: PagerProps) {
  const id = useId();
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <Box sx={bar} data-testid="table-pager">
      {pageSizes.length > 1 ? (
        <>
          <Box component="label" htmlFor={id}>
            {ui.rowsPerPage}
          </Box>
          <Box
            component="select"
            id={id}
            className="insp-pager-select"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number((event.target as HTMLSelectElement).value))}
            sx={select}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Box>
        </>
      ) : null}
      <Box component="span" sx={{ mr: { xs: 0, sm: 1 } }}>
        {ui.displayedRows(from, to, total)}
      </Box>
      <Box sx={{ display: 'flex' }}>
        <IconButton aria-label={ui.previousPage} title={ui.previousPage} disabled={page <= 0} onClick={() => onPageChange(page - 1)}>
          <PreviousIcon />
        </IconButton>
        <IconButton aria-label={ui.nextPage} title={ui.nextPage} disabled={page >= last} onClick={() => onPageChange(page + 1)}>
          <NextIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
