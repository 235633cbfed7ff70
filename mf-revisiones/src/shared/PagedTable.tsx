// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { PagedTable, type PagedColumn, type PagedTableProps } from '@insp/ui/screens';
