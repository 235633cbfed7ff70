import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { ensureDevDbBinary } from './binary.ts';

export interface DevDb {
  /** Server URI without a database name, e.g. mongodb://127.0.0.1:40123/ */
  uri: string;
  /** True when MONGODB_URI pointed at an external server and nothing was started. */
  external: boolean;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Directory for the SQLite files; a temporary one (removed on stop) when omitted. */
  dataDir?: string;
  /** Fixed port; a free one when omitted. */
  port?: number;
  log?: (line: string) => void;
}

/** Starts the embedded database, or uses MONGODB_URI when it is set (so the suite runs on MongoDB 7). */
export async function startDevDb(options: StartOptions = {}): Promise<DevDb> {
  const external = process.env.MONGODB_URI;
  if (external) return { uri: external, external: true, stop: async () => {} };

  const binary = await ensureDevDbBinary(options.log);
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'devdb-'));
  const child = spawn(binary, ['--listen', `127.0.0.1:${options.port ?? 0}`, '--data', dataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const uri = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(() => reject(new Error(`devdb: no READY line within 30 s\n${stderr}`)), 30_000);
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        resolve(line.slice('READY '.length).trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`devdb: launcher exited with code ${code}\n${stderr}`));
    });
  });

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(killTimer);
        resolve();
      });
      child.kill('SIGTERM');
    }).then(() => {
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    });
    return stopped;
  };
  return { uri, external: false, stop };
}
