export { ensureDevDbBinary } from './binary.ts';
export { uniqueDatabaseName } from './database-name.ts';
export { type DevDb, startDevDb, type StartOptions } from './start.ts';
