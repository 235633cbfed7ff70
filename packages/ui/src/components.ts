// '@insp/ui/components': the heavier shared components (tables, dialogs, remote helpers), kept out of
// the '@insp/ui' entry so the shell's sign-in page does not download them.
export { chunkAfterPaint } from './components/chunk-after-paint.ts';
export {
  CONFIRM_CLOSE_DELAY_MS,
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
  ConfirmDialog,
  type ConfirmDialogProps,
} from './components/ConfirmDialog.tsx';
export { type Column, DataTable, type DataTableProps, PAGE_SIZES, type TableSort } from './components/DataTable.tsx';
export { Hint, type HintProps } from './components/Hint.tsx';
export { type MenuItemType, type MenuOnDemand, useMenuOnDemand } from './components/menu-on-demand.tsx';
export { type AnchoredOnDemand, type OnDemand, onDemand, useAnchoredOnDemand } from './components/on-demand.ts';
export { PendingScreen } from './components/PendingScreen.tsx';
export { RemoteFailure } from './components/RemoteFailure.tsx';
export { useRevealedInTransition } from './components/revealed-in-transition.ts';
export { ScreenCard, type ScreenCardProps } from './components/ScreenCard.tsx';
export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps, withSearch } from './components/SearchField.tsx';
export { SimpleTable, type SimpleTableProps } from './components/SimpleTable.tsx';
export { growingTextArea } from './growing-text-area.ts';
export { ownedPrefix } from './owned-prefix.tsx';
export { RemoteRoot, useOptionalRemoteProps, useRemoteProps } from './remote-context.tsx';
export { companyOfScreen, isPlatformAdmin, prefetchCompanyId, useRouteCompanyId } from './route-company.ts';
export { useNotifiedCall } from './use-notified-call.ts';
