// Demo digests: `tsx services/admin/src/seed/resumenes-cli.ts` with the admin service environment, run by
// `npm start` after the modules' seeds (packages/platform). Sends every active company's morning digest
// of the last day now, whatever the company's hour, once per company and day (its own claim, so the
// real 07:00 digest still goes out): with SMTP_URL unset they land in DATA_DIR/outbox.
import { join } from 'node:path';

import { loadConfig } from '@insp/service-kit';
import mongoose from 'mongoose';

import { resumenesService } from '../features/resumenes/service.ts';
import { httpResumenSource } from '../features/resumenes/source.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../mail/mailer.ts';
import { moduleEndpointsFromEnv } from '../modules/client.ts';

const config = loadConfig('admin');
if (process.env.NODE_ENV === 'production') {
  console.log('resumenes: the demo digests are for development only; nothing sent.');
  process.exit(0);
}
const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName });
try {
  await db.asPromise();
  const outbox = join(config.dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: process.env.SMTP_URL, outboxDir: outbox, from: process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM });
  const log = {
    warn: (details: object, message: string) => console.warn(`resumenes: ${message}`, details),
    error: (details: object, message: string) => console.error(`resumenes: ${message}`, details),
  };
  const service = resumenesService({ db, mailer, source: httpResumenSource(moduleEndpointsFromEnv(), config.internalToken), publicUrl: config.publicUrl, log });
  const result = await service.run(new Date(), { demo: true });
  const where = mailer.kind === 'outbox' ? ` en ${outbox}` : '';
  console.log(`Resúmenes diarios de demostración: ${result.enviados} correos de ${result.empresas} empresas${where}.`);
} finally {
  await db.close();
}
