export * from './calendar-date.ts';
export * from './name-key.ts';
export * from './observation-status.ts';
export * from './phone.ts';
export * from './projects.ts';
export * from './roles.ts';
export * from './rut.ts';
