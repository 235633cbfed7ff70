// '@insp/ui/screens/revisions': the revisions table card of the two project modules, an entry of its
// own so that the projects lists (the first screens) do not download it.
export { RevisionsCard, type RevisionRow, type RevisionsCardLabels, type RevisionsDialog, type RevisionsCardProps } from './RevisionsCard.tsx';
