// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { RowMenu, type RowMenuItem, type RowMenuProps } from '@insp/ui/screens';
