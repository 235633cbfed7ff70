import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { freshDatabase } from '@insp/devdb/vitest';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/serve.ts', import.meta.url));

describe('startServer', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`listens, answers, and on ${signal} closes the app and its database connection, exiting 0`, async () => {
      const { uri, dbName } = freshDatabase('serve');
      const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
        env: { ...process.env, MONGODB_URI: uri, MONGODB_DB: dbName, INTERNAL_TOKEN: 'x'.repeat(20), PORT: '0', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const lines: string[] = [];
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const address = await new Promise<{ port: number }>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          lines.push(line);
          if (line.startsWith('LISTENING ')) resolve(JSON.parse(line.slice('LISTENING '.length)) as { port: number });
        });
        child.once('exit', () => reject(new Error(`exited early: ${lines.join('\n')}`)));
      });
      const health = await fetch(`http://127.0.0.1:${address.port}/health`);
      expect(health.status).toBe(200);
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(lines).toContain('DB_CLOSED');
    });
  }
});
