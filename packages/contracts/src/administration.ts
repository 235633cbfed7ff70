// Part of the root entry (index.ts, see platform.ts): a company's administration (the company's own
// screen, its users, the platform's internal routes, subcontracts' contacts).
export * from './company-admin.ts';
export * from './internal-admin.ts';
export * from './subcontrato-contactos.ts';
export * from './users.ts';
