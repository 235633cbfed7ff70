// '@insp/ui/review-family': the screens revision and checklist-revision projects share (the two
// modules are near-twins); each remote passes its endpoints, texts, dialogs and its own row parts.
export {
  type ListadoRowContext,
  ListadosCard,
  type ListadosCardProps,
  type ListadosDialogs,
  type ListadosEndpoints,
  type ListadosLabels,
  type ReviewListado,
} from './ListadosCard.tsx';
