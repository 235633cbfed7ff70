import { createScheduler, createService, type ServiceConfig, type SessionChecker, type TokenVerifier, type ZodApp } from '@insp/service-kit';

import { installCompanyModuleGuard } from './access/company-module.ts';
import { httpAdminClient } from './admin-client/client.ts';
import { createCaptureLog } from './capture/capture.ts';
import { cascadeRegistry } from './cascades/registry.ts';
import { cascadeRoutes } from './cascades/routes.ts';
import type { AdminClient, ModuleContext } from './context.ts';
import { createEventLog } from './events/log.ts';
import { eventRoutes } from './events/routes.ts';
import { storageQuota } from './files/quota.ts';
import { fileRoutes } from './files/routes.ts';
import { createFileStore } from './files/store.ts';
import { createReportJobs } from './jobs/jobs.ts';
import { reportRoutes } from './jobs/routes.ts';
import { resumenRegistry } from './resumen/provider.ts';
import { resumenRoutes } from './resumen/routes.ts';
import type { ModuleServiceSpec } from './spec.ts';
import { WEBHOOK_FORWARD_MS, webhookForwarder } from './webhooks/forwarder.ts';

export interface AppOptions {
  config: ServiceConfig;
  verifier: TokenVerifier;
  sessions: SessionChecker;
  /** admin's internal API; tests pass an in-memory one (`fakeAdmin` in ./testing). */
  admin?: AdminClient;
  /**
   * false: this process never forwards events to admin's webhooks (default true; the scheduler still
   * gives each run to one replica of those that do). The live-feed cost test turns it off on its watched
   * replica: a forwarder's catch-up reads of the log are its own cost, measured in webhooks.test.ts.
   */
  webhookForwarding?: boolean;
  /** Receives the platform context once it is built, before the features (tests drive the scheduler, events, files, reports). */
  onContext?: (context: ModuleContext) => void;
}

/** A service's own features: routes, models, cascades, report kinds and scheduled tasks. */
export type ModuleFeatures = (app: ZodApp, context: ModuleContext) => Promise<void> | void;

/**
 * A module service, ready to inject (not listening): the platform (files, events, report jobs,
 * scheduled work, capture idempotency, internal cascades) plus the service's own features.
 */
export function buildModuleApp(spec: ModuleServiceSpec, options: AppOptions, features: ModuleFeatures): Promise<ZodApp> {
  const { config } = options;
  return createService({
    ...options,
    title: spec.title,
    register: async (app) => {
      const cascades = cascadeRegistry();
      const scheduler = createScheduler(app);
      const admin = options.admin ?? httpAdminClient(config.adminUrl, config.internalToken);
      const log = (error: unknown) => app.log.warn({ err: error }, 'storage report to admin failed');
      const files = createFileStore(app.db, undefined, storageQuota({ admin, module: spec.module, log }));
      const events = createEventLog(app.db);
      const capture = createCaptureLog(app.db);
      const context: ModuleContext = {
        spec,
        config,
        db: app.db,
        cascades,
        admin,
        files,
        events,
        scheduler,
        capture,
        resumen: resumenRegistry(),
        reports: undefined as never,
      };
      context.reports = createReportJobs(app, context);
      installCompanyModuleGuard(app, admin);

      fileRoutes(app, context);
      eventRoutes(app, context);
      reportRoutes(app, context);
      cascadeRoutes(app, cascades);
      resumenRoutes(app, context);
      options.onContext?.(context);
      await features(app, context);

      // After the features' own cascades (records first), the platform's collections and buckets.
      cascades.register({ name: 'reportes', deleteCompany: (companyId) => context.reports.deleteCompany(companyId) });
      cascades.register({ name: 'capturas', deleteCompany: (companyId) => capture.deleteCompany(companyId) });
      cascades.register({ name: 'eventos', deleteCompany: (companyId) => events.deleteCompany(companyId) });
      cascades.register({ name: 'archivos', deleteCompany: (companyId) => files.deleteCompany(companyId) });

      scheduler.every('limpieza-archivos', 15 * 60_000, (now) => files.cleanup(now));
      scheduler.every('reportes-vencidos', 15 * 60_000, (now) => context.reports.expire(now));
      if (options.webhookForwarding !== false) {
        const webhooks = webhookForwarder({ db: app.db, admin, modulo: spec.service, rules: spec.webhooks ?? [], log: app.log });
        scheduler.every('webhooks', WEBHOOK_FORWARD_MS, (now) => webhooks.run(now));
      }
    },
  });
}
