// Demo seed: `tsx services/admin/src/seed/cli.ts [--force]` with the admin service environment.
// Seeds when admin's database has no users (or always with --force; the seed is idempotent).
import { loadConfig } from '@insp/service-kit';
import mongoose from 'mongoose';

import { DEFAULT_DEMO_PASSWORD, formatSummary, isEmpty, seedDemo } from './demo.ts';

const config = loadConfig('admin');
const force = process.argv.includes('--force');
const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName });
try {
  await db.asPromise();
  if (force || (await isEmpty(db))) {
    const summary = await seedDemo(db, { password: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD });
    console.log(formatSummary(summary));
  } else {
    console.log(`seed: ${config.dbName} already has users; demo seed skipped (use --force to re-apply it).`);
  }
} finally {
  await db.close();
}
