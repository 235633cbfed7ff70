#!/usr/bin/env -S npx tsx
// devdb build | devdb start [--data DIR] [--port N]
import { ensureDevDbBinary } from './binary.ts';
import { startDevDb } from './start.ts';

const [command, ...args] = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

if (command === 'build') {
  const path = await ensureDevDbBinary((line) => console.log(line));
  console.log(path);
} else if (command === 'start') {
  const port = flag('port');
  const db = await startDevDb({ dataDir: flag('data') ?? '.data/devdb', ...(port ? { port: Number(port) } : {}), log: console.log });
  console.log(`devdb: listening at ${db.uri}`);
  const stop = (): void => void db.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  console.error('usage: devdb build | devdb start [--data DIR] [--port N]');
  process.exit(2);
}
