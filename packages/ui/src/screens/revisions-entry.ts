// '@insp/ui/screens/revisions': the revisions table card of the two project modules, an entry of its
// own so that the projects lists (the first screens) do not download it.
export { type RevisionRow, RevisionsCard, type RevisionsCardLabels, type RevisionsCardProps, type RevisionsDialog } from './RevisionsCard.tsx';
