import { httpSessionChecker, jwksVerifier, loadConfig, startServer } from '@insp/service-kit';
import { buildModuleApp, type ModuleFeatures } from './app.ts';
import type { ModuleServiceSpec } from './spec.ts';

/** Loads the config from the environment, verifies tokens through admin, and listens. */
export async function runModuleServer(spec: ModuleServiceSpec, features?: ModuleFeatures): Promise<void> {
  const config = loadConfig(spec.service);
  const app = await buildModuleApp(
    spec,
    {
      config,
      verifier: jwksVerifier(config.adminUrl),
      sessions: httpSessionChecker(config.adminUrl, config.internalToken),
    },
    features,
  );
  await startServer(app, config);
}
