import { randomBytes } from 'node:crypto';
import { freshDatabase } from '@insp/devdb/vitest';
import { defaultPorts, type ServiceConfig, type ServiceName } from './config.ts';

export * from './testing-identity.ts';

/** A ServiceConfig on a fresh database of the test run's embedded server (see @insp/devdb). */
export function testConfig(service: ServiceName, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const { uri, dbName } = freshDatabase(service.replace(/-/g, '_'));
  return {
    service,
    host: '127.0.0.1',
    port: defaultPorts[service],
    mongodbUri: uri,
    dbName,
    adminUrl: 'http://127.0.0.1:4001',
    internalToken: randomBytes(24).toString('hex'),
    dataDir: `.data/test-${service}`,
    publicUrl: 'http://localhost:8080',
    logLevel: 'silent',
    bodyLimit: 1024 * 1024,
    rateLimitMax: 100_000,
    trustProxy: '127.0.0.1',
    ...overrides,
  };
}
