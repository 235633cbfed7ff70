import './vitest-global-setup.ts';

import { inject } from 'vitest';

import { uniqueDatabaseName } from './database-name.ts';

/** A database no other test file uses, on the run's shared server. */
export function freshDatabase(prefix = 't'): { uri: string; dbName: string } {
  return { uri: inject('mongodbUri'), dbName: uniqueDatabaseName(prefix) };
}
