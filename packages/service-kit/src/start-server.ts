import type { ServiceConfig } from './config.ts';
import type { ZodApp } from './types.ts';

/** Listens on config.host:port and closes the app (and its database connection) on SIGTERM/SIGINT. */
export async function startServer(app: ZodApp, config: ServiceConfig): Promise<void> {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ host: config.host, port: config.port });
}
