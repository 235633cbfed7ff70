// Part of the root entry (index.ts, see platform.ts): a company's catalogues and templates (catálogos,
// checklists, listas).
export * from './catalogs.ts';
export * from './checklists.ts';
export * from './listas.ts';
