// '@insp/ui/screens/projects': what the review family's projects list (a module's first screen) takes
// from the screens' pieces, an entry of its own so that screen does not download the whole
// '@insp/ui/screens' entry (catalogue selects, date ranges, stored images, phone cards...; issue 19 §5).
export { useAudience } from './audience.ts';
export { lazyScreenDialog } from './dialog-set.ts';
export { dateTime } from './format.ts';
export type { PagedColumn } from './PagedTable.tsx';
export type { ProjectResponsablesEndpoints, ProjectResponsablesLabels } from './ProjectResponsablesDialog.tsx';
export { type ProjectsCupo, projectsPage } from './projects-page.ts';
export { type ProjectRow, type ProjectsDialog, type ProjectsQuery, ProjectsTable, type ProjectsTableLabels } from './ProjectsTable.tsx';
export { QuotaBar } from './QuotaBar.tsx';
export type { ResponsableUsers } from './ResponsableDialogs.tsx';
