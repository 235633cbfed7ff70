// '@insp/ui/tables': the sortable data table, the simple table and the search field. An entry of its
// own (issue 19 §5): every remote loads '@insp/ui/components' whole (RemoteRoot), and a first screen
// without them (the review family's projects lists) no longer downloads them, nor MUI's TextField and
// TableSortLabel.
export { type Column, DataTable, type DataTableProps, PAGE_SIZES, type TableSort } from './components/DataTable.tsx';
export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps, withSearch } from './components/SearchField.tsx';
export { SimpleTable, type SimpleTableProps } from './components/SimpleTable.tsx';
