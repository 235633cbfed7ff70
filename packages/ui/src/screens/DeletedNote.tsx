import Typography from '@mui/material/Typography';

import { deletedRowColors } from '../state-colors.ts';

/** Whether a row is a soft-deleted one (shown only to managers, highlighted). */
export const isDeleted = (row: { Estado: string }): boolean => row.Estado === 'Eliminado';

const deletedSx = {
  bgcolor: deletedRowColors.row.bg,
  '& td, & td .MuiTypography-root': { color: deletedRowColors.row.fg },
  // the same row as a card on a phone (PagedTable's phoneCards)
  '&.MuiCard-root, &.MuiCard-root .MuiTypography-root': { color: deletedRowColors.row.fg },
  // MUI's hover (a light grey, more specific than a plain rule) would leave the row's text on grey
  '&.MuiTableRow-hover:hover': { bgcolor: deletedRowColors.hover.bg },
} as const;

/** The highlight of deleted rows with an alert (spec 001 §2): orange, dark text, also under the pointer. */
export const deletedRowSx = (row: { Estado: string; AlertaEliminacion: boolean }) =>
  row.Estado === 'Eliminado' && row.AlertaEliminacion ? deletedSx : undefined;

/** The countdown under a deleted row's name: days left of the 5-day grace (data-testid `dias-restantes`). */
export function DeletedNote({ dias, text }: { dias: number | null; text: (dias: number) => string }) {
  if (dias === null) return null;
  return (
    <Typography variant="caption" component="div" data-testid="dias-restantes">
      {text(dias)}
    </Typography>
  );
}
