// '@insp/ui/components': the heavier shared components (tables, dialogs, remote helpers), kept out of
// the '@insp/ui' entry so the shell's sign-in page does not download them.
export { ConfirmDialog, ConfirmDeleteDialog, CONFIRM_CLOSE_DELAY_MS, type ConfirmDialogProps, type ConfirmDeleteDialogProps } from './components/ConfirmDialog.tsx';
export { DataTable, PAGE_SIZES, type Column, type DataTableProps, type TableSort } from './components/DataTable.tsx';
export { ProjectsList, type ProjectsListProps, type ProjectRow } from './components/ProjectsList.tsx';
export { RemoteFailure } from './components/RemoteFailure.tsx';
export { ScreenCard, type ScreenCardProps } from './components/ScreenCard.tsx';
export { SearchField, SEARCH_DEBOUNCE_MS, withSearch, type SearchFieldProps } from './components/SearchField.tsx';
export { RemoteRoot, useRemoteProps } from './remote-context.tsx';
export { useRouteCompanyId } from './route-company.ts';
export { useRemoteData, type RemoteData } from './use-remote-data.ts';
export { usePagedList, type PagedList, type PagedListOptions, type PagedAnswer, type PagedTableProps } from './use-paged-list.ts';
export { useNotifiedCall } from './use-notified-call.ts';
