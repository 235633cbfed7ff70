import { join } from 'node:path';

import fastifyCookie from '@fastify/cookie';
import { createService, type ServiceConfig, type SessionChecker, type ZodApp } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import { loadOrCreateSigningKey, type SigningKey } from './auth/keys.ts';
import { primeDummyHash } from './auth/passwords.ts';
import { liveSessionState } from './auth/session-state.ts';
import { localVerifier } from './auth/tokens.ts';
import { catalogRoutes } from './features/catalogs/routes.ts';
import { checklistRoutes } from './features/checklists/routes.ts';
import { companyRoutes } from './features/companies/routes.ts';
import { companyPurgeRoutes } from './features/company-purge/routes.ts';
import { listaRoutes } from './features/listas-chequeo/routes.ts';
import { parametroRoutes } from './features/parametros-ot/routes.ts';
import { perfilRoutes } from './features/perfil/routes.ts';
import { resumenesFeature, type ResumenesOptions } from './features/resumenes/feature.ts';
import { userRoutes } from './features/users/routes.ts';
import { type WebhookOptions, webhookRoutes } from './features/webhooks/routes.ts';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './mail/mailer.ts';
import { ensureIndexes } from './models/index.ts';
import { startCascadeRetry } from './modules/cascades.ts';
import { httpModuleClient, type ModuleClient, type ModuleEndpoints, moduleEndpointsFromEnv } from './modules/client.ts';
import { authRoutes } from './routes/auth.ts';
import { internalRoutes } from './routes/internal.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { migrateEmbeddedLists } from './seed/migrate.ts';

export interface AdminAppOptions {
  config: ServiceConfig;
  /** SMTP_URL; without it mails go to DATA_DIR/outbox as .eml files. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM. */
  mailFrom?: string | undefined;
  /** Replaces the mail transport (tests of mail failures). */
  mailer?: Mailer;
  /** Module services' base URLs (default: REVISIONES_URL, CHECKLIST_REVISIONES_URL, NEO_URL or local ports). */
  moduleEndpoints?: ModuleEndpoints;
  /** Replaces the HTTP client of the module services' cascade endpoints. */
  modules?: ModuleClient;
  /** Interval of the background retry of unfinished cascades (CASCADE_RETRY_MS, default 30 s). */
  cascadeRetryMs?: number;
  /** The morning digests by mail (issue 20 §3): the module services' content and the tests' handle. */
  resumenes?: ResumenesOptions;
  /** Webhook deliveries (issue 20 §4); `allowPrivate` defaults to WEBHOOKS_ALLOW_PRIVATE=1. */
  webhooks?: Partial<WebhookOptions>;
}

export const DEFAULT_CASCADE_RETRY_MS = 30_000;

export function outboxDir(config: ServiceConfig): string {
  return join(config.dataDir, 'outbox');
}

/** The admin service (identity provider, companies): ready to inject, not listening. */
export async function buildApp(options: AdminAppOptions): Promise<ZodApp> {
  const { config } = options;
  const key: SigningKey = loadOrCreateSigningKey(config.dataDir);
  const mailer = options.mailer ?? createMailer({ smtpUrl: options.smtpUrl, outboxDir: outboxDir(config), from: options.mailFrom ?? DEFAULT_MAIL_FROM });

  // admin checks sessions in its own database, without a cache: changes bite at once here.
  let db: Connection | undefined;
  const sessions: SessionChecker = {
    async check(userId, sessionId) {
      if (!db) throw new Error('admin: database not ready');
      return liveSessionState(db, userId, sessionId);
    },
  };

  return createService({
    config,
    title: 'Inspección · admin',
    verifier: localVerifier(key),
    sessions,
    register: async (app) => {
      db = app.db;
      if (!app.hasReplyDecorator('setCookie')) await app.register(fastifyCookie);
      await Promise.all([ensureIndexes(app.db), primeDummyHash()]);
      // Data stored in the old shape (lists embedded in the company) moves to its collections once.
      await migrateEmbeddedLists(app.db);
      jwksRoutes(app, key);
      const authDeps = { db: app.db, key, mailer, publicUrl: config.publicUrl, log: app.log };
      const modules = options.modules ?? httpModuleClient(options.moduleEndpoints ?? moduleEndpointsFromEnv(), config.internalToken);
      authRoutes(app, authDeps);
      internalRoutes(app);
      await companyRoutes(app);
      await catalogRoutes(app);
      await userRoutes(app, { db: app.db, auth: authDeps, modules });
      await checklistRoutes(app);
      await listaRoutes(app);
      await parametroRoutes(app);
      await companyPurgeRoutes(app, modules);
      await perfilRoutes(app);
      await resumenesFeature(app, { config, mailer, endpoints: options.moduleEndpoints ?? moduleEndpointsFromEnv() }, options.resumenes);
      await webhookRoutes(app, mailer, { allowPrivate: process.env.WEBHOOKS_ALLOW_PRIVATE === '1', ...options.webhooks });
      // Unfinished cascades (a module service was down) are retried until every service confirms.
      const stop = startCascadeRetry(app.db, modules, options.cascadeRetryMs ?? retryFromEnv(), app.log);
      app.addHook('onClose', stop);
    },
  });
}

function retryFromEnv(): number {
  const value = Number(process.env.CASCADE_RETRY_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CASCADE_RETRY_MS;
}
