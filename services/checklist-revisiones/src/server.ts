import { httpSessionChecker, jwksVerifier, loadConfig, startServer } from '@insp/service-kit';
import { buildApp } from './app.ts';
import { SERVICE } from './module.ts';

const config = loadConfig(SERVICE);
const app = await buildApp({
  config,
  verifier: jwksVerifier(config.adminUrl),
  sessions: httpSessionChecker(config.adminUrl, config.internalToken),
});
await startServer(app, config);
