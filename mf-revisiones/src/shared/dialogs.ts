// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { useFullScreenDialog } from '@insp/ui/screens';
