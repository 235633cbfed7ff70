// '@insp/ui/crud': the generic simple-CRUD card (spec 000 §2) and the catalogue card built on it.
export { CatalogCard, type CatalogCardProps } from './crud/CatalogCard.tsx';
export type { NameValues } from './crud/NameDialog.tsx';
export { type CrudRow, SimpleCrudCard, type SimpleCrudCardProps } from './crud/SimpleCrudCard.tsx';
export { SubcontratosCard, type SubcontratosCardProps } from './crud/SubcontratosCard.tsx';
