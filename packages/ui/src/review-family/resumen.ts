// '@insp/ui/review-family/resumen': the project-wide summary screens' parts (an entry of its own: the
// summary screen does not download the listados card, and the listados screen not these).
export { comentarioColumn, type ResumenPage, ResumenTable, type ResumenTableProps } from './ResumenTable.tsx';
export { type RevisionListadoChoice, RevisionListadoPickers, type RevisionListadoPickersProps } from './RevisionListadoPickers.tsx';
