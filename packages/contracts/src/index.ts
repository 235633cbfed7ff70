export * from './identity.ts';
export * from './auth.ts';
export * from './page.ts';
export * from './error.ts';
export * from './descriptor.ts';
