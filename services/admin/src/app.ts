import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { Connection } from 'mongoose';
import { createService, type ServiceConfig, type SessionChecker, type ZodApp } from '@insp/service-kit';
import { loadOrCreateSigningKey, type SigningKey } from './auth/keys.ts';
import { primeDummyHash } from './auth/passwords.ts';
import { localVerifier } from './auth/tokens.ts';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './mail/mailer.ts';
import { ensureIndexes } from './models/index.ts';
import { sessionState } from './repositories/users.ts';
import { authRoutes } from './routes/auth.ts';
import { catalogRoutes } from './routes/catalogs.ts';
import { companyAdminRoutes, companyRoutes } from './routes/companies.ts';
import { internalRoutes } from './routes/internal.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { tenantGuard } from './plugins/tenant-guard.ts';

export interface AdminAppOptions {
  config: ServiceConfig;
  /** SMTP_URL; without it mails go to DATA_DIR/outbox as .eml files. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM. */
  mailFrom?: string | undefined;
  /** Replaces the mail transport (tests of mail failures). */
  mailer?: Mailer;
}

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
    async check(userId) {
      if (!db) throw new Error('admin: database not ready');
      return sessionState(db, userId);
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
      tenantGuard(app);
      jwksRoutes(app, key);
      authRoutes(app, { db: app.db, key, mailer, publicUrl: config.publicUrl, log: app.log });
      internalRoutes(app);
      companyRoutes(app);
      companyAdminRoutes(app);
      catalogRoutes(app);
    },
  });
}
