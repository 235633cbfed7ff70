// Moved down to @insp/ui/screens (shared with mf-checklist-revisiones).
export { CatalogSelect, type CatalogSelectProps, nameOptions, type SelectOption } from '@insp/ui/screens';
