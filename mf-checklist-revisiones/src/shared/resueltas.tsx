import { checklistRevisionesScreens } from '@insp/messages/checklist-revisiones';
import type { PagedColumn } from '@insp/ui/screens';

/** A row that counts its answers: resolved of total. */
interface Resueltas {
  id: string;
  Resueltas: number;
  TotalRespuestas: number;
}

/** The row's answers as 'x de y' (data-testid `<testId>-<row id>`). */
export const resueltasDe = (testId: string, row: Resueltas) => (
  <span data-testid={`${testId}-${row.id}`}>{checklistRevisionesScreens.comunes.xDeY(row.Resueltas, row.TotalRespuestas)}</span>
);

/** The resolved-of-total column of the projects and revisions tables (after 'Carpetas' / 'Listados'), centred. */
export const resueltasColumn = <R extends Resueltas>(id: string, header: string): PagedColumn<R>[] => [
  { id, header, align: 'center', render: (row) => resueltasDe(id, row) },
];
