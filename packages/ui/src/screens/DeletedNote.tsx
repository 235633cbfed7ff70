import Typography from '@mui/material/Typography';

/** Whether a row is a soft-deleted one (shown only to managers, highlighted). */
export const isDeleted = (row: { Estado: string }): boolean => row.Estado === 'Eliminado';

/** The highlight of deleted rows with an alert (spec 001 §2). */
export const deletedRowSx = (row: { Estado: string; AlertaEliminacion: boolean }) =>
  row.Estado === 'Eliminado' && row.AlertaEliminacion ? { bgcolor: 'warning.light', '& td': { color: 'warning.contrastText' } } : undefined;

/** The countdown under a deleted row's name: days left of the 5-day grace (data-testid `dias-restantes`). */
export function DeletedNote({ dias, text }: { dias: number | null; text: (dias: number) => string }) {
  if (dias === null) return null;
  return (
    <Typography variant="caption" component="div" data-testid="dias-restantes">
      {text(dias)}
    </Typography>
  );
}
