// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { CatalogSelect, nameOptions, type CatalogSelectProps, type SelectOption } from '@insp/ui/screens';
