// '@insp/ui/review-family': the screens revision and checklist-revision projects share (the two
// modules are near-twins); each remote passes its endpoints, texts, dialogs and its own row parts.
// The projects, revisions and statistics screens are entries of their own (review-family/projects,
// /revisions, /statistics): a module's first screen does not download the listados card.
export {
  type ListadoRowContext,
  ListadosCard,
  type ListadosCardProps,
  type ListadosDialogs,
  type ListadosEndpoints,
  type ListadosLabels,
  type ReviewListado,
} from './ListadosCard.tsx';
export { type RevisionIds, RevisionRoute } from './RevisionRoute.tsx';
export { RowButton, type RowButtonProps } from './RowButton.tsx';
// The contractor portal's director side (issue 20 §2): links of a project, a reported fix on an item.
export { CorreccionChip, type CorreccionEndpoints, CorreccionRevision, type CorreccionRevisionProps } from './CorreccionRevision.tsx';
export { PortalEnlacesDialog, type PortalEnlacesDialogProps } from './PortalEnlacesDialog.tsx';
export { PortalShareButton } from './PortalShareButton.tsx';
