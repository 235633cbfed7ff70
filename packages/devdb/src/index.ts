export { startDevDb, type DevDb, type StartOptions } from './start.ts';
export { ensureDevDbBinary } from './binary.ts';
export { uniqueDatabaseName } from './database-name.ts';
