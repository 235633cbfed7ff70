import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { serviceNodeFlags, services } from '@insp/platform';
import { describe, expect, it } from 'vitest';

import { root } from './workspace.ts';

/** Every way a service is started gives node the same flags (packages/platform's serviceNodeFlags). */
describe('service node flags', () => {
  const flags = serviceNodeFlags.join(' ');

  it('are in every service npm start script', () => {
    for (const { name } of services) {
      const scripts = (JSON.parse(readFileSync(join(root, 'services', name, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
      expect(scripts.start, name).toBe(`tsx ${flags} src/server.ts`);
    }
  });

  it("are in the services' image command", () => {
    const dockerfile = readFileSync(join(root, 'deploy/Dockerfile.service'), 'utf8');
    expect(dockerfile).toContain(`exec node_modules/.bin/tsx ${flags} services/\${SERVICE}/src/server.ts`);
  });
});
