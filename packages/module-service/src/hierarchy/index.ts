export * from './scopes.ts';
export * from './lifecycle.ts';
export * from './storage.ts';
export * from './responsable.ts';
