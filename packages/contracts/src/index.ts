// The root entry, in parts the shell evaluates one per task at boot (see platform.ts).
export * from './administration.ts';
export * from './platform.ts';
// the fix an item carries (on observations and answers); the links and the public page: '@insp/contracts/portal'
export * from './portal/correccion.ts';
export * from './revisiones/index.ts';
export * from './templates.ts';
// Entries of their own (not on every first screen): '@insp/contracts/portal', '@insp/contracts/webhooks',
// '@insp/contracts/resumenes'.
