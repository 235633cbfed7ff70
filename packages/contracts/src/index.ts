export * from './auth.ts';
export * from './calendar-date.ts';
export * from './catalogs.ts';
export * from './checklists.ts';
export * from './companies.ts';
export * from './company-admin.ts';
export * from './descriptor.ts';
export * from './endpoint.ts';
export * from './error.ts';
export * from './events.ts';
export * from './files.ts';
export * from './identity.ts';
export * from './internal-admin.ts';
export * from './jwks.ts';
export * from './listas.ts';
export * from './page.ts';
export * from './perfil.ts';
// the fix an item carries (on observations and answers); the links and the public page: '@insp/contracts/portal'
export * from './portal/correccion.ts';
export * from './projects.ts';
export * from './reports.ts';
export * from './revisiones/index.ts';
export * from './subcontrato-contactos.ts';
export * from './users.ts';
// Entries of their own (not on every first screen): '@insp/contracts/portal', '@insp/contracts/webhooks',
// '@insp/contracts/resumenes'.
