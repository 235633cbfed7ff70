import type { TestProject } from 'vitest/node';

import { startDevDb } from './start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    mongodbUri: string;
  }
}

/** One embedded database for the whole test run; each file takes a fresh database on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const db = await startDevDb({ log: (line) => console.log(line) });
  project.provide('mongodbUri', db.uri);
  return () => db.stop();
}
