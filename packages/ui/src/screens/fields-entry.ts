// '@insp/ui/screens/fields': the catalogue selects and the date range of the filter panels and the
// capture forms. Both are MUI TextFields, which bring MUI's Select, Menu and Popover: an entry of
// their own, so a list's first screen (which shows neither) does not download them (issue 19 §5).
export { CatalogSelect, type CatalogSelectProps, nameOptions, type SelectOption } from './CatalogSelect.tsx';
export { DateRangeFields, type DateRangeFieldsProps } from './DateRangeFields.tsx';
