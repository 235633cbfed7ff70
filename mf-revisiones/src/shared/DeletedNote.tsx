// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { DeletedNote, deletedRowSx, isDeleted } from '@insp/ui/screens';
