import { type ConfigExtension, httpSessionChecker, jwksVerifier, loadConfig, startServer, type ZodApp } from '@insp/service-kit';

import type { AppOptions } from './app.ts';
import type { ModuleServiceSpec } from './spec.ts';

/**
 * Loads the config (with the service's own variables when it declares an extension, validated with
 * the common ones and found in `config.extra`), verifies tokens through admin, builds the service
 * with ITS OWN `buildApp` (the same function its tests build) and listens.
 */
export async function runModuleServer(spec: ModuleServiceSpec, buildApp: (options: AppOptions) => Promise<ZodApp>, extension?: ConfigExtension): Promise<void> {
  const config = extension ? loadConfig(spec.service, process.env, extension) : loadConfig(spec.service);
  const app = await buildApp({ config, verifier: jwksVerifier(config.adminUrl), sessions: httpSessionChecker(config.adminUrl, config.internalToken) });
  await startServer(app, config);
}
