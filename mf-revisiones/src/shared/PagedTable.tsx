// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { type PagedColumn, PagedTable, type PagedTableProps } from '@insp/ui/screens';
