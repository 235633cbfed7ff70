// '@insp/ui/components': the shared dialogs, screen card and remote helpers, kept out of the '@insp/ui'
// entry so the shell's sign-in page does not download them. Tables and the search field: '@insp/ui/tables'.
export {
  CONFIRM_CLOSE_DELAY_MS,
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
  ConfirmDialog,
  type ConfirmDialogProps,
} from './components/ConfirmDialog.tsx';
export { PendingScreen } from './components/PendingScreen.tsx';
export { preloadedChunk } from './components/preloaded-chunk.ts';
export { RemoteFailure } from './components/RemoteFailure.tsx';
export { ScreenCard, type ScreenCardProps } from './components/ScreenCard.tsx';
export { ownedPrefix } from './owned-prefix.tsx';
export { RemoteRoot, useOptionalRemoteProps, useRemoteProps } from './remote-context.tsx';
export { companyOfScreen, isPlatformAdmin, useRouteCompanyId } from './route-company.ts';
export { useNotifiedCall } from './use-notified-call.ts';
