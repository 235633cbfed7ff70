import type { ZodApp } from '@insp/service-kit';
import type { Scheduler } from '@insp/service-kit';
import { testConfig, testIdentity } from '@insp/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { fakeAdmin } from '../src/admin-client/fake.ts';
import { buildModuleApp } from '../src/app.ts';
import { spec } from './context.ts';
import { basicProjects } from './fixtures/basic-projects.ts';

const identity = testIdentity();
/** Two replicas of the service: two apps on one database. */
const config = testConfig(spec.service);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const runs: Record<string, Date[]> = { contar: [], fallar: [], pulso: [] };
/** `monitor`: the driver reports every command (the idle-cost test counts them). */
const replica = async (monitor = false) => {
  let scheduler!: Scheduler;
  const uri = monitor ? `${config.mongodbUri}${config.mongodbUri.includes('?') ? '&' : '?'}monitorCommands=true` : config.mongodbUri;
  const app = await buildModuleApp(
    spec,
    { config: { ...config, mongodbUri: uri }, verifier: identity.verifier, sessions: identity.sessions, admin: fakeAdmin() },
    (built, context) => {
      basicProjects(built, context);
      scheduler = context.scheduler;
      scheduler.every('contar', 60_000, async (now) => {
        runs.contar?.push(now);
        // Long enough for the other replica's claim to overlap with this run.
        await sleep(50);
      });
      scheduler.every('fallar', 60_000, async (now) => {
        runs.fallar?.push(now);
        throw new Error('boom');
      });
      scheduler.every('pulso', 20, async (now) => {
        runs.pulso?.push(now);
        throw new Error('falla en cada intervalo');
      });
    },
  );
  return { app, scheduler };
};

let a: Awaited<ReturnType<typeof replica>>;
let b: Awaited<ReturnType<typeof replica>>;
beforeAll(async () => {
  a = await replica();
  b = await replica(true);
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
});

const tarea = (app: ZodApp, name: string) => app.db.collection<{ _id: string }>('tareas').findOne({ _id: name });

describe('scheduler', () => {
  it('runs a task once when two replicas claim it at the same time, then not again within its interval', async () => {
    const start = new Date();
    await Promise.all([a.scheduler.runNow('contar', start), b.scheduler.runNow('contar', start), a.scheduler.runNow('contar', start)]);
    expect(runs.contar).toEqual([start]);
    expect(await tarea(a.app, 'contar')).toMatchObject({ lastRunAt: start, lockedUntil: new Date(start.getTime() + 54_000) });

    await b.scheduler.runNow('contar', new Date(start.getTime() + 30_000));
    expect(runs.contar).toHaveLength(1);

    const later = new Date(start.getTime() + 61_000);
    await Promise.all([b.scheduler.runNow('contar', later), a.scheduler.runNow('contar', later)]);
    expect(runs.contar).toEqual([start, later]);
  });

  it('costs a replica whose turn it is not one lookup a tick, and a claimed run no more than three round trips after the first', async () => {
    const commands: string[] = [];
    const client = b.app.db.getClient();
    const record = (event: { commandName: string; command: Record<string, unknown> }) => {
      const collection = event.command[event.commandName];
      if (collection === 'tareas' || collection === 'tareas_turnos') commands.push(`${event.commandName} ${String(collection)}`);
    };
    client.on('commandStarted', record);
    try {
      const start = new Date(Date.now() + 3_600_000);
      await a.scheduler.runNow('contar', start);
      // Idle on b: a has the lock.
      await b.scheduler.runNow('contar', new Date(start.getTime() + 30_000));
      expect(commands).toEqual(['find tareas']);
      // b's turn: lookup, turn insert, lease update (the hourly sweep of old turns runs on its first run).
      commands.length = 0;
      await b.scheduler.runNow('contar', new Date(start.getTime() + 120_000));
      await b.scheduler.runNow('contar', new Date(start.getTime() + 240_000));
      expect(commands.filter((command) => command === 'delete tareas_turnos').length).toBeLessThanOrEqual(1);
      expect(commands.filter((command) => command !== 'delete tareas_turnos')).toEqual([
        'find tareas',
        'insert tareas_turnos',
        'update tareas',
        'find tareas',
        'insert tareas_turnos',
        'update tareas',
      ]);
    } finally {
      client.off('commandStarted', record);
    }
  });

  it('logs a failing task and carries on', async () => {
    const logged = vi.spyOn(a.app.log, 'error');
    await expect(a.scheduler.runNow('fallar')).resolves.toBeUndefined();
    expect(runs.fallar).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ task: 'fallar' }), 'scheduled task failed');
    logged.mockRestore();
    expect((await a.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('refuses tasks it does not know and names registered twice', async () => {
    await expect(a.scheduler.runNow('desconocida')).rejects.toThrow('unknown scheduled task');
    expect(() => a.scheduler.every('contar', 1000, async () => undefined)).toThrow('registered twice');
  });

  it('runs nothing by itself until the server listens, and stops when it closes', async () => {
    await sleep(120);
    expect(runs.pulso).toHaveLength(0);

    const listening = await replica();
    await listening.app.listen({ host: '127.0.0.1', port: 0 });
    // A task failing on every tick keeps being retried on its interval.
    await vi.waitFor(() => expect(runs.pulso?.length).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
    await listening.app.close();
    const after = runs.pulso?.length;
    await sleep(150);
    expect(runs.pulso).toHaveLength(after ?? 0);
  });
});
