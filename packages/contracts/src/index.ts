export * from './identity.ts';
export * from './auth.ts';
export * from './page.ts';
export * from './error.ts';
export * from './descriptor.ts';
export * from './companies.ts';
export * from './users.ts';
export * from './jwks.ts';
