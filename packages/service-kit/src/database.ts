import mongoose, { type Connection } from 'mongoose';

import type { ServiceConfig } from './config.ts';
import type { ZodApp } from './types.ts';

/** The service's own database connection, `app.db`, closed with the app. */
export function installDatabase(app: ZodApp, config: ServiceConfig): Connection {
  const connection = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName, serverSelectionTimeoutMS: 5000 });
  // Handling 'error' also handles the initial connection promise: a database that is down
  // at start must not crash the process; /health reports it and requests fail with 500/503.
  connection.on('error', (error: unknown) => app.log.error({ err: error }, 'database connection error'));
  app.decorate('db', connection);
  app.addHook('onClose', async () => {
    await connection.close();
  });
  return connection;
}
