export * from './rut.ts';
export * from './name-key.ts';
export * from './roles.ts';
export * from './phone.ts';
export * from './observation-status.ts';
export * from './projects.ts';
export * from './calendar-date.ts';
